CREATE TYPE "public"."comment_status" AS ENUM('approved', 'pending', 'rejected', 'spam');--> statement-breakpoint
CREATE TABLE "comment_bans" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "comment_bans_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"tenant_id" bigint NOT NULL,
	"comment_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_tenant_id_comment_id_reporter_id_pk" PRIMARY KEY("tenant_id","comment_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "comment_threads" (
	"tenant_id" bigint NOT NULL,
	"story_id" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_threads_tenant_id_story_id_pk" PRIMARY KEY("tenant_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"story_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"parent_id" bigint,
	"body" text NOT NULL,
	"status" "comment_status" DEFAULT 'pending' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "comments_body_length" CHECK (char_length("comments"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_fk" FOREIGN KEY ("tenant_id","comment_id") REFERENCES "public"."comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_threads" ADD CONSTRAINT "comment_threads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_threads" ADD CONSTRAINT "comment_threads_story_fk" FOREIGN KEY ("tenant_id","story_id") REFERENCES "public"."stories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_story_fk" FOREIGN KEY ("tenant_id","story_id") REFERENCES "public"."stories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_tenant_story_status_created_idx" ON "comments" USING btree ("tenant_id","story_id","status","created_at") WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_tenant_status_created_idx" ON "comments" USING btree ("tenant_id","status","created_at" DESC NULLS LAST) WHERE "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_tenant_reported_idx" ON "comments" USING btree ("tenant_id","created_at" DESC NULLS LAST) WHERE "comments"."report_count" > 0 and "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_tenant_author_idx" ON "comments" USING btree ("tenant_id","author_id","status");