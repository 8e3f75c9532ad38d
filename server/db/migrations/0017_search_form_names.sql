-- A name's Sanskrit or Malayalam word for its form is that form's English word too: a tailam is
-- an oil ("Pinda Tailam" is found, and ranked, as a name holding "oil"). Added to the indexed
-- name as whole words only, never as a synonym of the typed word, so a word typed close to one
-- of them ('tamil') is still not read as 'oil'.
CREATE FUNCTION ojas_search_name(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lower(name) ~ '\m(taila|tailam|thailam|tailum)\M' THEN name || ' oil' ELSE name END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ojas_items_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := ojas_search_vector(
    ojas_search_name(NEW.name),
    array_to_string(NEW.key_ingredients, ' '),
    concat_ws(' ', (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM item_category_links l
                    JOIN item_categories c ON c.id = l.category_id WHERE l.item_id = NEW.id), NEW.form),
    (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE items SET search_vector = NULL WHERE lower(name) ~ '\m(taila|tailam|thailam|tailum)\M';
