CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sweep_turns" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
-- Every replica keeps public replies (catalogue, doctors, content) in memory. A statement that
-- changes the rows behind them announces it on this channel; PostgreSQL delivers the notice when
-- the transaction commits (never when it rolls back, once however many statements sent it), and
-- each replica that LISTENs empties its caches (server/db/publicChanges.ts).
CREATE OR REPLACE FUNCTION ojas_announce_public_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ojas_public_data', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The tables behind public replies (catalogue, doctors, blog, policies); a new one joins this list.
DO $$
DECLARE
  public_table text;
BEGIN
  FOREACH public_table IN ARRAY ARRAY['brands', 'item_categories', 'items', 'item_category_links', 'reviews',
                                      'doctors', 'blog_posts', 'policies'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change()',
                   public_table || '_public_change', public_table);
  END LOOP;
END
$$;
