CREATE TYPE "public"."feed_status" AS ENUM('never', 'ok', 'not_modified', 'error', 'paused');--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"category_id" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"poll_interval_minutes" integer DEFAULT 30 NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_fetch_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"last_status" "feed_status" DEFAULT 'never' NOT NULL,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_poll_interval_check" CHECK ("feeds"."poll_interval_minutes" >= 5)
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_zones" (
	"tenant_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"zone_id" bigint NOT NULL,
	CONSTRAINT "ad_campaign_zones_tenant_id_campaign_id_zone_id_pk" PRIMARY KEY("tenant_id","campaign_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"budget_cents" bigint NOT NULL,
	"pricing_model" text NOT NULL,
	"rate_cents" bigint NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"target_audience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creative_url" text,
	"creative_alt" text DEFAULT '' NOT NULL,
	"landing_page_url" text NOT NULL,
	"weight" integer DEFAULT 50 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ad_daily_counts" (
	"tenant_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_counts_tenant_id_campaign_id_day_pk" PRIMARY KEY("tenant_id","campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_zones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"location" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_zones_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "analytics_devices" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_devices_tenant_id_day_device_pk" PRIMARY KEY("tenant_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"story_id" bigint DEFAULT 0 NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_page_views_tenant_id_day_path_story_id_pk" PRIMARY KEY("tenant_id","day","path","story_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_referrers" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_referrers_tenant_id_day_domain_pk" PRIMARY KEY("tenant_id","day","domain")
);
--> statement-breakpoint
CREATE TABLE "analytics_search_misses" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "analytics_search_misses_tenant_id_day_term_pk" PRIMARY KEY("tenant_id","day","term")
);
--> statement-breakpoint
CREATE TABLE "analytics_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_visitors_tenant_id_day_visitor_hash_pk" PRIMARY KEY("tenant_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_zones" ADD CONSTRAINT "ad_campaign_zones_campaign_fk" FOREIGN KEY ("tenant_id","campaign_id") REFERENCES "public"."ad_campaigns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_zones" ADD CONSTRAINT "ad_campaign_zones_zone_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."ad_zones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_campaign_fk" FOREIGN KEY ("tenant_id","campaign_id") REFERENCES "public"."ad_campaigns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_zones" ADD CONSTRAINT "ad_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_devices" ADD CONSTRAINT "analytics_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_referrers" ADD CONSTRAINT "analytics_referrers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_search_misses" ADD CONSTRAINT "analytics_search_misses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_tenant_url_key" ON "feeds" USING btree ("tenant_id","url");--> statement-breakpoint
CREATE INDEX "feeds_tenant_created_idx" ON "feeds" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "feeds_due_idx" ON "feeds" USING btree ("next_fetch_at") WHERE "feeds"."is_active" and "feeds"."next_fetch_at" is not null;--> statement-breakpoint
CREATE INDEX "ad_campaign_zones_tenant_zone_idx" ON "ad_campaign_zones" USING btree ("tenant_id","zone_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_tenant_status_idx" ON "ad_campaigns" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ad_daily_counts_tenant_day_idx" ON "ad_daily_counts" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "ad_zones_tenant_location_idx" ON "ad_zones" USING btree ("tenant_id","location");