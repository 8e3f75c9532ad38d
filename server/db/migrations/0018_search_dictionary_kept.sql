-- The search dictionary is kept in each server process (server/search/dictionary.ts) and read
-- whole when public data changes, so the per-search lookup of migration 0016 has no caller.
DROP FUNCTION ojas_search_lookup(text, text[], int[], boolean[], text[], boolean);
