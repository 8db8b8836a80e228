CREATE TYPE "public"."story_access" AS ENUM('public', 'members', 'paid');--> statement-breakpoint
CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."member_event_type" AS ENUM('signed_up', 'subscribed', 'renewed', 'plan_changed', 'payment_failed', 'cancel_requested', 'canceled', 'comped', 'uncomped', 'imported');--> statement-breakpoint
CREATE TYPE "public"."membership_currency" AS ENUM('usd', 'eur', 'gbp', 'cad', 'aud', 'chf', 'jpy', 'brl');--> statement-breakpoint
CREATE TYPE "public"."member_subscription_status" AS ENUM('incomplete', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."membership_tier_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" "member_event_type" NOT NULL,
	"tier_id" bigint,
	"tier_name" text,
	"amount" integer,
	"currency" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_subscriptions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"tier_id" bigint,
	"stripe_subscription_id" text NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"status" "member_subscription_status" DEFAULT 'incomplete' NOT NULL,
	"interval" "billing_interval",
	"amount" integer,
	"currency" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"stripe_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_subscriptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"stripe_customer_id" text,
	"comp_tier_id" bigint,
	"comp_until" timestamp with time zone,
	"comped_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"stripe_publishable_key" text,
	"stripe_secret_key" text,
	"stripe_webhook_secret" text,
	"preview_paragraphs" smallint DEFAULT 3 NOT NULL,
	"meter_members" smallint DEFAULT 0 NOT NULL,
	"meter_anonymous" smallint DEFAULT 0 NOT NULL,
	"default_access" "story_access" DEFAULT 'public' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_tiers" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "membership_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_price" integer,
	"yearly_price" integer,
	"currency" "membership_currency" DEFAULT 'usd' NOT NULL,
	"status" "membership_tier_status" DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tiers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "membership_tiers_price" CHECK ("membership_tiers"."monthly_price" is not null or "membership_tiers"."yearly_price" is not null)
);
--> statement-breakpoint
CREATE TABLE "metered_reads" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"month" date NOT NULL,
	"story_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metered_reads_tenant_id_user_id_month_story_id_pk" PRIMARY KEY("tenant_id","user_id","month","story_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"tenant_id" bigint NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_events_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_access" "story_access";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "access" "story_access" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_comped_by_users_id_fk" FOREIGN KEY ("comped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD CONSTRAINT "membership_tiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_story_fk" FOREIGN KEY ("tenant_id","story_id") REFERENCES "public"."stories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_tenant_user_idx" ON "member_events" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "member_events_tenant_type_idx" ON "member_events" USING btree ("tenant_id","type","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_subscriptions_tenant_stripe_key" ON "member_subscriptions" USING btree ("tenant_id","stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_tenant_user_idx" ON "member_subscriptions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_tenant_customer_key" ON "members" USING btree ("tenant_id","stripe_customer_id");