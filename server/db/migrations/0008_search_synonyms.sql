CREATE TABLE "search_synonyms" (
	"scope" text NOT NULL,
	"phrase" text COLLATE "C" NOT NULL,
	"label" text NOT NULL,
	"means" text[] NOT NULL,
	CONSTRAINT "search_synonyms_scope_phrase_pk" PRIMARY KEY("scope","phrase")
);
--> statement-breakpoint
-- A search vector: the words of the 1st text plain, those of the 2nd, 3rd and 4th coded with
-- '#b', '#c' and '#d' (weights B, C, D as before). The GIN index cannot tell weights apart, but it
-- can tell coded words apart: a query for ingredients reads only the rows holding the ingredient.
-- Typed words hold only letters and digits, so they never meet a coded word by accident.
CREATE OR REPLACE FUNCTION ojas_search_vector(a text, b text DEFAULT NULL, c text DEFAULT NULL, d text DEFAULT NULL) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (coalesce(ojas_search_part(a, '1A'), '') || ' '
    || coalesce(regexp_replace(ojas_search_part(b, '2B'), '''([^'']+)''', '''#b\1''', 'g'), '') || ' '
    || coalesce(regexp_replace(ojas_search_part(c, '3C'), '''([^'']+)''', '''#c\1''', 'g'), '') || ' '
    || coalesce(regexp_replace(ojas_search_part(d, '4D'), '''([^'']+)''', '''#d\1''', 'g'), ''))::tsvector
$$;
--> statement-breakpoint
-- Items are found by their name (A), key ingredients (B), concerns, categories and form (C) and
-- brand (D), ranked in that order (server/search). The concern and category names come from the
-- links, which are written after the item, so the links' triggers recompute the item's vector.
CREATE OR REPLACE FUNCTION ojas_items_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := ojas_search_vector(
    NEW.name,
    array_to_string(NEW.key_ingredients, ' '),
    concat_ws(' ', (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM item_category_links l
                    JOIN item_categories c ON c.id = l.category_id WHERE l.item_id = NEW.id), NEW.form),
    (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER items_search_vector ON items;
--> statement-breakpoint
CREATE TRIGGER items_search_vector BEFORE INSERT OR UPDATE OF name, brand_id, key_ingredients, form, search_vector ON items
FOR EACH ROW EXECUTE FUNCTION ojas_items_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ojas_item_links_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE items SET search_vector = NULL WHERE id IN (SELECT n.item_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE items SET search_vector = NULL WHERE id IN (SELECT o.item_id FROM old_rows o);
  ELSE
    UPDATE items SET search_vector = NULL
    WHERE id IN (SELECT n.item_id FROM new_rows n UNION SELECT o.item_id FROM old_rows o);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_links_search_insert AFTER INSERT ON item_category_links
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_item_links_search_vector();
--> statement-breakpoint
CREATE TRIGGER item_links_search_update AFTER UPDATE ON item_category_links
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_item_links_search_vector();
--> statement-breakpoint
CREATE TRIGGER item_links_search_delete AFTER DELETE ON item_category_links
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ojas_item_links_search_vector();
--> statement-breakpoint
-- A renamed concern or category renames the words of its items.
CREATE OR REPLACE FUNCTION ojas_item_categories_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_vector = NULL
  WHERE id IN (SELECT l.item_id FROM item_category_links l WHERE l.category_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_categories_search_vector AFTER UPDATE OF name ON item_categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ojas_item_categories_search_vector();
--> statement-breakpoint
UPDATE items SET search_vector = NULL;
--> statement-breakpoint
UPDATE doctors SET search_vector = NULL;
