-- A user's rating moves its place's rating_sum / rating_count. Those two columns are read per shown row, never from
-- the in-memory snapshot, so changing them must not move the snapshot's version (a reload per rating): the update
-- trigger of wine_entities fires for every other column only. Columns added later join it by recreating it.
DROP TRIGGER wine_entities_version_on_change ON wine_entities;
CREATE TRIGGER wine_entities_version_on_change AFTER INSERT OR DELETE OR TRUNCATE ON wine_entities
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_bump_version();
DO $$
DECLARE
  snapshot_columns text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO snapshot_columns
  FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'wine_entities' AND column_name NOT IN ('rating_sum', 'rating_count');
  EXECUTE format('CREATE TRIGGER wine_entities_version_on_update AFTER UPDATE OF %s ON wine_entities
    FOR EACH STATEMENT EXECUTE FUNCTION search_documents_bump_version()', snapshot_columns);
END $$;

-- A cleared rating stays as a row without a score, keeping the time of the clear: an older rating replayed late
-- (offline outbox) then loses to it instead of coming back.
ALTER TABLE ratings ALTER COLUMN score DROP NOT NULL;
