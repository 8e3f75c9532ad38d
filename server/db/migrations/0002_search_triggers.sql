-- Typo-tolerant search (server/search): levenshtein for dictionary expansion, search vectors kept by
-- triggers, and a dictionary of distinct words kept current by triggers, so that any writer (the
-- seed, the scale loader, an admin tool, psql) keeps it right, on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The words of a text as tsvector input, each with the given position and weight (e.g. '1A'):
-- lowercased runs of letters and digits, as searchWords() in src/domain/search.ts splits a query.
-- Built without the text-search parser, which would split words such as '8e6x' ('8e6' reads as a
-- number), so every stored word is exactly one lexeme. In texts long enough to hold a word over
-- the lexeme size limit, words are cut at 200 characters (queries are at most 100, so no match is lost).
CREATE OR REPLACE FUNCTION ojas_search_part(input text, tag text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(input) <= 500
    THEN regexp_replace(regexp_replace(lower(input), '[^[:alnum:]]+', ' ', 'g'), '(\S+)', '''\1'':' || tag, 'g')
    ELSE regexp_replace(regexp_replace(lower(input), '[^[:alnum:]]+', ' ', 'g'), '(\S{1,200})\S*', '''\1'':' || tag, 'g')
  END
$$;
--> statement-breakpoint
-- A search vector: the words of the 1st, 2nd, 3rd and 4th text with weights A, B, C, D (positions
-- 1-4 keep a word's weights apart when it appears in two of the texts).
CREATE OR REPLACE FUNCTION ojas_search_vector(a text, b text DEFAULT NULL, c text DEFAULT NULL, d text DEFAULT NULL) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (coalesce(ojas_search_part(a, '1A'), '') || ' ' || coalesce(ojas_search_part(b, '2B'), '') || ' '
    || coalesce(ojas_search_part(c, '3C'), '') || ' ' || coalesce(ojas_search_part(d, '4D'), ''))::tsvector
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ojas_items_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := ojas_search_vector(NEW.name, (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_vector BEFORE INSERT OR UPDATE OF name, brand_id, search_vector ON items
FOR EACH ROW EXECUTE FUNCTION ojas_items_search_vector();
--> statement-breakpoint
-- A renamed brand renames the words of its items (the items trigger recomputes their vectors).
CREATE OR REPLACE FUNCTION ojas_brands_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_vector = NULL WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_vector AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ojas_brands_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ojas_doctors_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := ojas_search_vector(NEW.first_name, NEW.second_name,
    array_to_string(NEW.languages, ' '), array_to_string(NEW.specialization, ' '));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_search_vector BEFORE INSERT OR UPDATE OF first_name, second_name, languages, specialization, search_vector ON doctors
FOR EACH ROW EXECUTE FUNCTION ojas_doctors_search_vector();
--> statement-breakpoint
-- Adds the words of `added` vectors to the scope's dictionary and takes away those of `removed`;
-- words no row holds any more leave it. Words are upserted in one order, so concurrent writers
-- cannot deadlock on them.
CREATE OR REPLACE FUNCTION ojas_search_dictionary_apply(target text, added tsvector[], removed tsvector[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
  doc_change integer;
BEGIN
  WITH delta AS (
    SELECT word, sum(change)::integer AS change FROM (
      SELECT unnest(tsvector_to_array(a.v)) AS word, 1 AS change FROM unnest(added) AS a(v)
      UNION ALL
      SELECT unnest(tsvector_to_array(r.v)), -1 FROM unnest(removed) AS r(v)
    ) changes
    GROUP BY word
    HAVING sum(change) <> 0
  ), applied AS (
    INSERT INTO search_dictionary AS dict (scope, word, docs)
    SELECT target, word, change FROM delta ORDER BY word COLLATE "C"
    ON CONFLICT (scope, word) DO UPDATE SET docs = dict.docs + excluded.docs
    RETURNING dict.word, dict.docs
  )
  SELECT array_agg(word) INTO emptied FROM applied WHERE docs <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM search_dictionary WHERE scope = target AND word = ANY (emptied) AND docs <= 0;
  END IF;

  doc_change := (SELECT count(*) FROM unnest(added) AS a(v) WHERE a.v IS NOT NULL)
    - (SELECT count(*) FROM unnest(removed) AS r(v) WHERE r.v IS NOT NULL);
  IF doc_change <> 0 THEN
    INSERT INTO search_scopes AS s (scope, docs) VALUES (target, doc_change)
    ON CONFLICT (scope) DO UPDATE SET docs = s.docs + excluded.docs;
  END IF;
END
$$;
--> statement-breakpoint
-- Statement-level, with transition tables: a bulk insert of 5,000 rows costs one upsert per distinct word.
CREATE OR REPLACE FUNCTION ojas_search_dictionary_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ojas_search_dictionary_apply(target, ARRAY(SELECT n.search_vector FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ojas_search_dictionary_apply(target, '{}', ARRAY(SELECT o.search_vector FROM old_rows o));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose vector changed (an id change counts as a removal and an addition).
    PERFORM ojas_search_dictionary_apply(target,
      ARRAY(SELECT n.search_vector FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
            WHERE o.id IS NULL OR o.search_vector IS DISTINCT FROM n.search_vector),
      ARRAY(SELECT o.search_vector FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
            WHERE n.id IS NULL OR o.search_vector IS DISTINCT FROM n.search_vector));
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_dictionary WHERE scope = target;
    DELETE FROM search_scopes WHERE scope = target;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_dictionary_insert AFTER INSERT ON items
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('item');
--> statement-breakpoint
CREATE TRIGGER items_search_dictionary_update AFTER UPDATE ON items
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('item');
--> statement-breakpoint
CREATE TRIGGER items_search_dictionary_delete AFTER DELETE ON items
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('item');
--> statement-breakpoint
CREATE TRIGGER items_search_dictionary_truncate AFTER TRUNCATE ON items
FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('item');
--> statement-breakpoint
CREATE TRIGGER doctors_search_dictionary_insert AFTER INSERT ON doctors
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('doctor');
--> statement-breakpoint
CREATE TRIGGER doctors_search_dictionary_update AFTER UPDATE ON doctors
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('doctor');
--> statement-breakpoint
CREATE TRIGGER doctors_search_dictionary_delete AFTER DELETE ON doctors
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('doctor');
--> statement-breakpoint
CREATE TRIGGER doctors_search_dictionary_truncate AFTER TRUNCATE ON doctors
FOR EACH STATEMENT EXECUTE FUNCTION ojas_search_dictionary_sync('doctor');
--> statement-breakpoint
-- Rebuilds the dictionary from the vectors (repair, and the tests' check of the triggers).
CREATE OR REPLACE FUNCTION ojas_search_dictionary_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_dictionary;
  DELETE FROM search_scopes;
  INSERT INTO search_dictionary (scope, word, docs)
    SELECT 'item', w, count(*) FROM items, unnest(tsvector_to_array(search_vector)) AS w GROUP BY w;
  INSERT INTO search_dictionary (scope, word, docs)
    SELECT 'doctor', w, count(*) FROM doctors, unnest(tsvector_to_array(search_vector)) AS w GROUP BY w;
  INSERT INTO search_scopes (scope, docs)
    SELECT 'item', count(*) FROM items WHERE search_vector IS NOT NULL
    UNION ALL SELECT 'doctor', count(*) FROM doctors WHERE search_vector IS NOT NULL;
$$;
--> statement-breakpoint
-- Vectors (and, through the triggers, the dictionary) for rows that exist already.
UPDATE items SET search_vector = NULL;
--> statement-breakpoint
UPDATE doctors SET search_vector = NULL;
