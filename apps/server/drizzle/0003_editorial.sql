CREATE TABLE "story_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"story_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_revisions_tenant_story_idx" ON "story_revisions" USING btree ("tenant_id","story_id","revision" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_tenant_type_idx" ON "security_events" USING btree ("tenant_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_due_publish_idx" ON "stories" USING btree ("publish_at") WHERE "stories"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "stories_due_unpublish_idx" ON "stories" USING btree ("unpublish_at") WHERE "stories"."status" = 'published' and "stories"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "stories_tenant_created_by_idx" ON "stories" USING btree ("tenant_id","created_by");