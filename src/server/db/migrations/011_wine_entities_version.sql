-- The wine-entity list filters in memory too (src/server/features/places/wine-entity-filter.ts), bound to the same
-- snapshot as the search documents: any change of wine_entities moves the same counter (migration 010).
CREATE TRIGGER wine_entities_version_on_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wine_entities
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_bump_version();
