CREATE TABLE "site_page_revisions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "site_page_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"page_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body_html" text NOT NULL,
	"status" text NOT NULL,
	"placement" text NOT NULL,
	"saved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_revisions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "site_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"placement" text DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_page_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."site_pages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_page_revisions_tenant_page_idx" ON "site_page_revisions" USING btree ("tenant_id","page_id","revision" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_tenant_slug_key" ON "site_pages" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "site_pages_tenant_placement_idx" ON "site_pages" USING btree ("tenant_id","placement","position");