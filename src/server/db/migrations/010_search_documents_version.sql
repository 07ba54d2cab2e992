-- A counter that moves on every change of the search read model, so a server process can keep the documents
-- in memory (search, map) and reload them only when they changed: one single-row read per request instead of
-- scanning the table.
CREATE TABLE search_documents_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO search_documents_version (id, version) VALUES (true, 1);

CREATE FUNCTION search_documents_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents_version SET version = version + 1 WHERE id;
  RETURN NULL;
END $$;

CREATE TRIGGER search_documents_version_on_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_bump_version();
