-- What site search matches and ranks, one narrow row per search document: counting the matches of a broad term
-- reads every candidate row, and search_documents' rows (~1 KB with their images and texts) made that read most of a
-- search. The rows follow search_documents in the statement that writes it (the triggers below).
CREATE TABLE search_matches (
  doc_type text NOT NULL,
  entity_id integer NOT NULL,
  -- The search category of spec 01 §2: a group of doc types.
  search_category text NOT NULL GENERATED ALWAYS AS (CASE doc_type
    WHEN 'podcast_episode' THEN 'podcast' WHEN 'eshop' THEN 'wine_shop' WHEN 'wine_bar' THEN 'page'
    WHEN 'wine_variety' THEN 'encyclopedia' WHEN 'dictionary' THEN 'encyclopedia' WHEN 'recipe' THEN 'encyclopedia'
    WHEN 'download' THEN 'page'
    ELSE doc_type END) STORED,
  popularity real NOT NULL,
  search_text text NOT NULL,
  title_search text NOT NULL,
  PRIMARY KEY (doc_type, entity_id)
);

INSERT INTO search_matches (doc_type, entity_id, popularity, search_text, title_search)
SELECT doc_type, entity_id, popularity, search_text, title_search FROM search_documents;

-- A search reads all of a trigram index's pending list, and on the embedded engine nothing but a full list moves it
-- into the index: the least pending list (64 kB) keeps that read short while inserts still go in 64 kB at a time.
CREATE INDEX search_matches_trgm ON search_matches USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 64);
-- Each category in the order search ranks it after title matches: a page of a broad term is read in this order.
CREATE INDEX search_matches_ranked ON search_matches (search_category, popularity DESC, entity_id, doc_type);

CREATE FUNCTION search_matches_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_matches (doc_type, entity_id, popularity, search_text, title_search)
  SELECT doc_type, entity_id, popularity, search_text, title_search FROM new_documents;
  RETURN NULL;
END $$;

CREATE FUNCTION search_matches_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_matches m USING old_documents o WHERE m.doc_type = o.doc_type AND m.entity_id = o.entity_id;
  INSERT INTO search_matches (doc_type, entity_id, popularity, search_text, title_search)
  SELECT doc_type, entity_id, popularity, search_text, title_search FROM new_documents;
  RETURN NULL;
END $$;

CREATE FUNCTION search_matches_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_matches m USING old_documents o WHERE m.doc_type = o.doc_type AND m.entity_id = o.entity_id;
  RETURN NULL;
END $$;

CREATE FUNCTION search_matches_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_matches;
  RETURN NULL;
END $$;

CREATE TRIGGER search_matches_on_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_matches_on_insert();
CREATE TRIGGER search_matches_on_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_matches_on_update();
CREATE TRIGGER search_matches_on_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION search_matches_on_delete();
CREATE TRIGGER search_matches_on_truncate AFTER TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_matches_on_truncate();

-- The same for the read model's own trigram index (the map, tag lists, trip places and encyclopedia search use it).
ALTER INDEX search_documents_trgm SET (gin_pending_list_limit = 64);
SELECT gin_clean_pending_list('search_documents_trgm'::regclass);

-- The search modal's default sections: per doc type the top events, then the most popular, then the earliest.
CREATE INDEX search_documents_top ON search_documents (doc_type, is_top_event DESC, popularity DESC, date_from, entity_id);
