-- One read model for everything that is searched, mapped, tagged or added to trips:
-- each catalogue or content record writes a row per category it belongs to (a winery that is
-- also a cellar has two rows). /api/search, /api/map, /api/tagEntity and trip place search read
-- only this table, so no feature has to know another feature's tables.
CREATE TABLE search_documents (
  doc_type text NOT NULL CHECK (doc_type IN (
    'winemaker', 'cellar', 'wine_bar', 'wine_shop', 'accommodation', 'restaurant', 'eshop',
    'event', 'news', 'podcast', 'podcast_episode', 'ml_wine', 'encyclopedia', 'wine_variety',
    'dictionary', 'recipe', 'download', 'page')),
  entity_id integer NOT NULL,
  -- The place type trips and place states use: wine_entity, restaurant, event (null for content).
  place_type text CHECK (place_type IN ('wine_entity', 'restaurant', 'event', 'eshop')),
  title jsonb NOT NULL,              -- {"cs": "…", "en": "…", "pl": "…"}
  slug text NOT NULL,
  url jsonb NOT NULL,                -- absolute path per locale: {"cs": "/cs/vinari/12-novak", …}
  perex jsonb,
  image jsonb,                       -- Image (src/shared/api/common.ts)
  latitude double precision,
  longitude double precision,
  city text,
  municipality_id integer,
  subregion_id integer,
  date_from date,
  date_to date,
  is_top_event boolean NOT NULL DEFAULT false,
  color_id integer,                  -- wine colour for ml_wine / wine_variety
  category jsonb,                    -- e.g. news category {"title": {…}, "color": "#A01435"}
  keywords text NOT NULL DEFAULT '', -- extra searchable words (grape names, municipality …)
  popularity real NOT NULL DEFAULT 0,
  locales jsonb NOT NULL DEFAULT '["cs","en","pl"]', -- locales the record is published in
  search_text text GENERATED ALWAYS AS (search_norm(
    coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'pl', '')
    || ' ' || coalesce(city, '') || ' ' || keywords)) STORED,
  title_search text GENERATED ALWAYS AS (search_norm(
    coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'pl', ''))) STORED,
  PRIMARY KEY (doc_type, entity_id)
);
CREATE INDEX search_documents_trgm ON search_documents USING gin (search_text gin_trgm_ops);
CREATE INDEX search_documents_place ON search_documents (place_type, entity_id);
CREATE INDEX search_documents_dates ON search_documents (doc_type, date_from);

CREATE TABLE tags (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  color text NOT NULL DEFAULT '#A01435'
);

CREATE TABLE entity_tags (
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  doc_type text NOT NULL,
  entity_id integer NOT NULL,
  PRIMARY KEY (tag_id, doc_type, entity_id),
  FOREIGN KEY (doc_type, entity_id) REFERENCES search_documents (doc_type, entity_id) ON DELETE CASCADE
);
CREATE INDEX entity_tags_entity ON entity_tags (doc_type, entity_id);
