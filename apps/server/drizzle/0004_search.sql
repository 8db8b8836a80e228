-- Search (issue 10): trigram matching and tenant-leading GIN indexes, and a text-search
-- configuration per story language. Both extensions are trusted (PostgreSQL 13+) and ship with
-- PGlite's contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- The stemmer of each interface language; 'simple' (no stemming) where PostgreSQL has none.
CREATE OR REPLACE FUNCTION helionews_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE language
    WHEN 'en' THEN 'pg_catalog.english'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
    WHEN 'de' THEN 'pg_catalog.german'::regconfig
    WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
    WHEN 'ru' THEN 'pg_catalog.russian'::regconfig
    ELSE 'pg_catalog.simple'::regconfig
  END;--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"tenant_id" bigint NOT NULL,
	"word" text NOT NULL,
	"stories" integer NOT NULL,
	CONSTRAINT "search_lexicon_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon_state" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"content_version" bigint NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stories_search_idx";--> statement-breakpoint
ALTER TABLE "stories" drop column "search";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(helionews_search_config("stories"."language"), coalesce("stories"."title", '')), 'A') || setweight(to_tsvector(helionews_search_config("stories"."language"), coalesce("stories"."summary", '')), 'B') || setweight(to_tsvector(helionews_search_config("stories"."language"), coalesce("stories"."body_html", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD CONSTRAINT "search_lexicon_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lexicon_state" ADD CONSTRAINT "search_lexicon_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_tenant_search_idx" ON "stories" USING gin ("tenant_id","search");--> statement-breakpoint
CREATE INDEX "stories_tenant_cjk_trgm_idx" ON "stories" USING gin ("tenant_id",("title" || ' ' || "summary" || ' ' || "body_html") gin_trgm_ops) WHERE "stories"."language" in ('zh', 'ja');