CREATE TABLE "story_tags" (
	"tenant_id" bigint NOT NULL,
	"story_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "story_tags_tenant_id_story_id_tag_id_pk" PRIMARY KEY("tenant_id","story_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tag_redirects" (
	"tenant_id" bigint NOT NULL,
	"old_slug" text NOT NULL,
	"tag_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_redirects_tenant_id_old_slug_pk" PRIMARY KEY("tenant_id","old_slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_story_fk" FOREIGN KEY ("tenant_id","story_id") REFERENCES "public"."stories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tag_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_redirects" ADD CONSTRAINT "tag_redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_redirects" ADD CONSTRAINT "tag_redirects_tag_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_tags_tenant_tag_idx" ON "story_tags" USING btree ("tenant_id","tag_id");--> statement-breakpoint
CREATE INDEX "tag_redirects_tenant_tag_idx" ON "tag_redirects" USING btree ("tenant_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_slug_key" ON "tags" USING btree ("tenant_id","slug");