-- The catalogue version (migration 010) now keys only the stored map answers (map_answers, migration 023), which are
-- built from search_documents alone; every catalogue write that changes what a place shows also writes its search
-- documents. The wine_entities triggers of migrations 011 and 012 bound the in-memory list filter, which is gone:
-- without them a change to a place's own columns no longer rebuilds every stored map answer twice.
DROP TRIGGER wine_entities_version_on_change ON wine_entities;
DROP TRIGGER wine_entities_version_on_update ON wine_entities;
