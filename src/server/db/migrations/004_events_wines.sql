CREATE TABLE event_types (id integer PRIMARY KEY, slug text NOT NULL UNIQUE, title jsonb NOT NULL);

-- Events with the fields of spec 02 §3 "Event request"; contacts and documents kept whole.
CREATE TABLE events (
  id integer PRIMARY KEY,
  event_type_id integer NOT NULL REFERENCES event_types (id),
  slug text NOT NULL,
  title jsonb NOT NULL,
  subtitle jsonb,
  perex jsonb NOT NULL,
  text jsonb NOT NULL,
  url text,
  date_from date NOT NULL,
  date_to date NOT NULL,
  image jsonb,
  gallery jsonb NOT NULL DEFAULT '[]',
  documents jsonb NOT NULL DEFAULT '[]',
  city text NOT NULL,
  venue text,
  place_description text NOT NULL,
  connected_to text CHECK (connected_to IN ('Lokalita', 'Obec', 'Vinař')),
  municipality_id integer REFERENCES wine_municipalities (id),
  latitude double precision,
  longitude double precision,
  is_south_moravian_region_event boolean NOT NULL DEFAULT false,
  entry_fee text,
  is_saint_martin_event boolean NOT NULL DEFAULT false,
  is_pink_event boolean NOT NULL DEFAULT false,
  is_top_event boolean NOT NULL DEFAULT false,
  winemaker_ids jsonb NOT NULL DEFAULT '[]',
  contacts jsonb NOT NULL,
  authority_email text NOT NULL,
  authority_phone text NOT NULL,
  rating_sum integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  search_text text GENERATED ALWAYS AS (search_norm(coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', '') || ' ' || city)) STORED,
  CHECK (date_to >= date_from)
);
CREATE INDEX events_dates ON events (date_from, date_to);
CREATE INDEX events_municipality ON events (municipality_id);
CREATE INDEX events_search ON events USING gin (search_text gin_trgm_ops);

CREATE TABLE wine_varieties (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  color text NOT NULL CHECK (color IN ('white', 'red', 'pink')),
  description jsonb NOT NULL,
  image jsonb
);

-- Wines rated by the wine guide ("ML wines"): points of 100 and a taste profile of four 0–100 bars.
CREATE TABLE ml_wines (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  year integer NOT NULL,
  color text NOT NULL CHECK (color IN ('white', 'red', 'pink')),
  variety_ids jsonb NOT NULL,
  region_id integer NOT NULL REFERENCES wine_regions (id),
  subregion_id integer NOT NULL REFERENCES wine_subregions (id),
  epithet text NOT NULL,
  sweetness text NOT NULL,
  wine_entity_id integer NOT NULL REFERENCES wine_entities (id),
  points integer NOT NULL CHECK (points BETWEEN 0 AND 100),
  image jsonb,
  fruitable integer NOT NULL, corpus integer NOT NULL, tannins integer NOT NULL, acid integer NOT NULL,
  search_text text GENERATED ALWAYS AS (search_norm(title)) STORED
);
CREATE INDEX ml_wines_filters ON ml_wines (color, year, subregion_id);
CREATE INDEX ml_wines_order ON ml_wines (points DESC, id);
CREATE INDEX ml_wines_search ON ml_wines USING gin (search_text gin_trgm_ops);
