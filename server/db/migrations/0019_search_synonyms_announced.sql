-- The synonym table is kept in each server process with the public reply cache
-- (server/search/synonyms.ts), so an edit of it (an operator's, through psql) announces itself
-- as the catalogue's tables do (migration 0009): every replica forgets its kept synonyms at once.
CREATE TRIGGER search_synonyms_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION ojas_announce_public_change();
