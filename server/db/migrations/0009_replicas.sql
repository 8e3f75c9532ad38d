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
CREATE TRIGGER brands_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER item_categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_categories
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER items_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER item_category_links_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_category_links
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER doctors_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctors
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
--> statement-breakpoint
CREATE TRIGGER policies_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON policies
FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
