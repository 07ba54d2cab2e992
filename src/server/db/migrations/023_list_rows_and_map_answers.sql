-- The wine-entity list's filter fields and sort key in narrow rows (~150 bytes against ~2 kB of a wine_entities
-- row), one per entity and list type: a row per type the entity has, and one with list_type '' for the list of all
-- types. A list page then filters, counts and sorts these by index within one list type, and reads only its own
-- rows of wine_entities. Kept by the write itself: an insert, or an update that changes one of these fields, writes
-- the entity's rows again (a rating writes nothing here); a delete cascades.
CREATE TABLE wine_entity_list_rows (
  id integer NOT NULL REFERENCES wine_entities (id) ON DELETE CASCADE ON UPDATE CASCADE,
  list_type text NOT NULL,
  sort_title text NOT NULL,          -- lower(title): the list order is sort_title, id
  subregion_id integer,
  municipality_id integer,
  language_ids jsonb NOT NULL,
  programmes jsonb NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (id, list_type)
);
-- Each index holds every filter field but the search text: a page, its count and its total are read from an index.
CREATE INDEX wine_entity_list_rows_order ON wine_entity_list_rows (list_type, sort_title, id)
  INCLUDE (subregion_id, municipality_id, programmes, language_ids);
CREATE INDEX wine_entity_list_rows_place ON wine_entity_list_rows (list_type, subregion_id, municipality_id)
  INCLUDE (sort_title, id, programmes, language_ids);
-- The total of a list type is counted from this one, a tenth of their size.
CREATE INDEX wine_entity_list_rows_type ON wine_entity_list_rows (list_type);
CREATE INDEX wine_entity_list_rows_search ON wine_entity_list_rows USING gin (search_text gin_trgm_ops);

CREATE FUNCTION wine_entity_list_rows_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO written FROM written_entities n JOIN replaced_entities o ON o.id = n.id
    WHERE (n.title, n.types, n.subregion_id, n.municipality_id, n.language_ids, n.programmes, n.search_text)
      IS DISTINCT FROM (o.title, o.types, o.subregion_id, o.municipality_id, o.language_ids, o.programmes, o.search_text);
    IF written IS NULL THEN RETURN NULL; END IF;
    DELETE FROM wine_entity_list_rows WHERE id = ANY (written);
  END IF;
  INSERT INTO wine_entity_list_rows (id, list_type, sort_title, subregion_id, municipality_id, language_ids, programmes, search_text)
  SELECT e.id, t.list_type, lower(e.title), e.subregion_id, e.municipality_id, e.language_ids, e.programmes, e.search_text
  FROM written_entities e, LATERAL (SELECT '' AS list_type UNION SELECT jsonb_array_elements_text(e.types)) t
  WHERE TG_OP = 'INSERT' OR e.id = ANY (written);
  RETURN NULL;
END $$;

CREATE TRIGGER wine_entity_list_rows_on_insert AFTER INSERT ON wine_entities
  REFERENCING NEW TABLE AS written_entities FOR EACH STATEMENT EXECUTE FUNCTION wine_entity_list_rows_keep();
CREATE TRIGGER wine_entity_list_rows_on_update AFTER UPDATE ON wine_entities
  REFERENCING OLD TABLE AS replaced_entities NEW TABLE AS written_entities FOR EACH STATEMENT EXECUTE FUNCTION wine_entity_list_rows_keep();

INSERT INTO wine_entity_list_rows (id, list_type, sort_title, subregion_id, municipality_id, language_ids, programmes, search_text)
SELECT e.id, t.list_type, lower(e.title), e.subregion_id, e.municipality_id, e.language_ids, e.programmes, e.search_text
FROM wine_entities e, LATERAL (SELECT '' AS list_type UNION SELECT jsonb_array_elements_text(e.types)) t;

-- The restaurant list's subregion and municipality filters.
CREATE INDEX restaurants_place ON restaurants (subregion_id, municipality_id);

-- The map's shared answers (all points, or all of one type, per locale) as the server sends them: gzipped JSON
-- with its ETag, made at one catalogue version (search_documents_version, migration 010). Every server process
-- reads the row of the current version; the first request after a change makes it again and replaces the row.
-- The gzip is kept as base64 text, stored uncompressed: the 2.3 MB answer of all points at the 20x data set reads
-- about twice as fast as from bytea, which the server sends hex-encoded (twice its size).
CREATE TABLE map_answers (
  locale text NOT NULL,
  types text NOT NULL,               -- '' for all points, else the one map type
  version bigint NOT NULL,
  etag text NOT NULL,
  gzip_base64 text NOT NULL,
  PRIMARY KEY (locale, types)
);
ALTER TABLE map_answers ALTER COLUMN gzip_base64 SET STORAGE EXTERNAL;
