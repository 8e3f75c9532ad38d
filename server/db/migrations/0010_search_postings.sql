CREATE TABLE "search_postings" (
	"word" text COLLATE "C" NOT NULL,
	"name_length" integer NOT NULL,
	"item_id" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_postings_word_name_length_item_id_pk" PRIMARY KEY("word","name_length","item_id")
);
--> statement-breakpoint
-- The postings of rows whose words or name length changed go, and their new ones come: in bulk,
-- with transition tables, as the dictionary's triggers do (migration 0002). An item's words sit
-- in its search vector, so a change of name, brand, ingredients, form or categories reaches here.
CREATE OR REPLACE FUNCTION ojas_search_postings_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (word, name_length, item_id)
    SELECT unnest(tsvector_to_array(n.search_vector)), char_length(n.name), n.id FROM new_rows n
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings p
    USING (SELECT o.id, char_length(o.name) AS len, unnest(tsvector_to_array(o.search_vector)) AS word FROM old_rows o) gone
    WHERE p.word = gone.word AND p.name_length = gone.len AND p.item_id = gone.id;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_postings p
    USING (SELECT o.id, char_length(o.name) AS len, unnest(tsvector_to_array(o.search_vector)) AS word
           FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
           WHERE n.id IS NULL OR n.name <> o.name OR n.search_vector IS DISTINCT FROM o.search_vector) gone
    WHERE p.word = gone.word AND p.name_length = gone.len AND p.item_id = gone.id;
    INSERT INTO search_postings (word, name_length, item_id)
    SELECT unnest(tsvector_to_array(n.search_vector)), char_length(n.name), n.id
    FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR n.name <> o.name OR n.search_vector IS DISTINCT FROM o.search_vector
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_postings;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_postings_insert AFTER INSERT ON items
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_postings_sync();
--> statement-breakpoint
CREATE TRIGGER items_search_postings_update AFTER UPDATE ON items
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_postings_sync();
--> statement-breakpoint
CREATE TRIGGER items_search_postings_delete AFTER DELETE ON items
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_postings_sync();
--> statement-breakpoint
CREATE TRIGGER items_search_postings_truncate AFTER TRUNCATE ON items
FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_postings_sync();
--> statement-breakpoint
INSERT INTO search_postings (word, name_length, item_id)
SELECT unnest(tsvector_to_array(search_vector)), char_length(name), id FROM items WHERE search_vector IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The blog's words in the dictionary too (scope 'blog'), so its search forgives typos as the
-- store's does (server/services/content.ts).
CREATE TRIGGER blog_posts_search_dictionary_insert AFTER INSERT ON blog_posts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('blog');
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_dictionary_update AFTER UPDATE ON blog_posts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('blog');
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_dictionary_delete AFTER DELETE ON blog_posts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('blog');
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_dictionary_truncate AFTER TRUNCATE ON blog_posts
FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('blog');
--> statement-breakpoint
SELECT ojas_search_dictionary_apply('blog', ARRAY(SELECT search_vector FROM blog_posts), '{}');
