-- The store and doctor search's dictionary lookup (server/search/expand.ts) as a function, so that
-- PostgreSQL plans it once per connection and reuses the plan: planning this statement cost more
-- than running it (PGlite at 100,000 items), and its plan does not depend on the values. For each
-- probe (a query word in one field: its fixed first letters, the shortest stored word it can
-- match, whether coded words are excluded) the dictionary words in the index range of its fixed
-- letters (`probe` is its number, from 1); then the looked-up words some row holds (`probe` 0);
-- then, when asked, the scope's row count (`probe` -1, `word` '').
CREATE FUNCTION ojas_search_lookup(
  lookup_scope text, fixed text[], shortest int[], plain boolean[], look_up text[], with_count boolean
) RETURNS TABLE (probe int, word text, docs int)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT q.i::int, m.word::text, m.docs
    FROM unnest(fixed, shortest, plain) WITH ORDINALITY AS q(fixed, shortest, plain, i)
    CROSS JOIN LATERAL (
      SELECT d.word, d.docs FROM search_dictionary d
      WHERE d.scope = lookup_scope AND d.word >= q.fixed AND d.word < q.fixed || U&'\+10FFFF'
        AND char_length(d.word) >= q.shortest AND (NOT q.plain OR left(d.word, 1) <> '#')
    ) m
    UNION ALL
    SELECT 0, d.word::text, d.docs FROM search_dictionary d
    WHERE d.scope = lookup_scope AND d.word = ANY (look_up)
    UNION ALL
    SELECT -1, '', s.docs FROM search_scopes s WHERE with_count AND s.scope = lookup_scope;
END
$$;
