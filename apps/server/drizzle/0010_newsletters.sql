CREATE TYPE "public"."newsletter_delivery_status" AS ENUM('queued', 'sent', 'failed', 'bounced', 'suppressed');--> statement-breakpoint
CREATE TYPE "public"."newsletter_cadence" AS ENUM('each_story', 'daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."newsletter_send_status" AS ENUM('scheduled', 'sending', 'sent', 'partially_failed', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."newsletter_subscription_status" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."newsletter_suppression_reason" AS ENUM('bounce', 'complaint', 'manual');--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"send_id" bigint NOT NULL,
	"subscription_id" bigint,
	"email" text NOT NULL,
	"unsubscribe_token" text,
	"message_id" text NOT NULL,
	"status" "newsletter_delivery_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_answer" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"newsletter_id" bigint NOT NULL,
	"kind" text DEFAULT 'story' NOT NULL,
	"story_id" bigint,
	"period_key" text,
	"subject" text NOT NULL,
	"html" text,
	"text" text,
	"status" "newsletter_send_status" DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"newsletter_id" bigint NOT NULL,
	"email" text NOT NULL,
	"user_id" bigint,
	"status" "newsletter_subscription_status" DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'form' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "newsletter_subscriptions_email_lower" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"email" text NOT NULL,
	"reason" "newsletter_suppression_reason" NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_suppressions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"reply_to" text,
	"cadence" "newsletter_cadence" DEFAULT 'each_story' NOT NULL,
	"digest_hour" smallint DEFAULT 7 NOT NULL,
	"digest_weekday" smallint DEFAULT 1 NOT NULL,
	"subscribe_on_signup" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "newsletters_digest_hour" CHECK ("newsletters"."digest_hour" between 0 and 23),
	CONSTRAINT "newsletters_digest_weekday" CHECK ("newsletters"."digest_weekday" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_fk" FOREIGN KEY ("tenant_id","send_id") REFERENCES "public"."newsletter_sends"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_newsletter_fk" FOREIGN KEY ("tenant_id","newsletter_id") REFERENCES "public"."newsletters"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_newsletter_fk" FOREIGN KEY ("tenant_id","newsletter_id") REFERENCES "public"."newsletters"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_suppressions" ADD CONSTRAINT "newsletter_suppressions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_tenant_send_email_key" ON "newsletter_deliveries" USING btree ("tenant_id","send_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_tenant_send_queued_idx" ON "newsletter_deliveries" USING btree ("tenant_id","send_id","next_attempt_at","id") WHERE "newsletter_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_tenant_send_status_idx" ON "newsletter_deliveries" USING btree ("tenant_id","send_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_sends_tenant_newsletter_created_idx" ON "newsletter_sends" USING btree ("tenant_id","newsletter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_sends_tenant_status_send_at_idx" ON "newsletter_sends" USING btree ("tenant_id","status","send_at") WHERE "newsletter_sends"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_tenant_newsletter_period_key" ON "newsletter_sends" USING btree ("tenant_id","newsletter_id","period_key") WHERE "newsletter_sends"."period_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_tenant_newsletter_email_key" ON "newsletter_subscriptions" USING btree ("tenant_id","newsletter_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_tenant_newsletter_status_idx" ON "newsletter_subscriptions" USING btree ("tenant_id","newsletter_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_tenant_user_idx" ON "newsletter_subscriptions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_tenant_unsubscribe_token_key" ON "newsletter_subscriptions" USING btree ("tenant_id","unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_tenant_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("tenant_id","confirm_token_hash") WHERE "newsletter_subscriptions"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_suppressions_tenant_email_key" ON "newsletter_suppressions" USING btree ("tenant_id","email");