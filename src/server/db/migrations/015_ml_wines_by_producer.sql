-- A wine's page lists its producer's other wines best first, and the wine list filters by producer (`w`):
-- both read one producer's wines, which without this index scan every wine.
CREATE INDEX ml_wines_producer ON ml_wines (wine_entity_id, points DESC, id);
