-- Wine geography (filled from src/shared/constants/geography.ts by the seed).
CREATE TABLE wine_regions (id integer PRIMARY KEY, code text NOT NULL, title jsonb NOT NULL);
CREATE TABLE wine_subregions (id integer PRIMARY KEY, region_id integer NOT NULL REFERENCES wine_regions (id), slug text NOT NULL UNIQUE, title jsonb NOT NULL);
CREATE TABLE wine_municipalities (
  id integer PRIMARY KEY,
  subregion_id integer NOT NULL REFERENCES wine_subregions (id),
  title text NOT NULL,
  zip text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE TABLE languages (id integer PRIMARY KEY, codename text NOT NULL UNIQUE, title jsonb NOT NULL);

-- Wine entities: winemakers, cellars, wine bars, wine shops, accommodation (one record may have several types).
-- Filterable facts are columns; the nested sections of spec 02 §3 (contacts, authority, opening hours, properties,
-- gustation, tourist programs, cellar services, kitchen, rooms, sanitary info, accommodation, production info, …)
-- are kept whole in `sections`.
CREATE TABLE wine_entities (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  types jsonb NOT NULL,                         -- ["winemaker", "cellar", …]
  perex jsonb NOT NULL,                         -- {"cs": …, "en": …, "pl": …}
  description jsonb NOT NULL,
  image jsonb,
  logo jsonb,
  gallery jsonb NOT NULL DEFAULT '[]',
  subregion_id integer REFERENCES wine_subregions (id),
  municipality_id integer REFERENCES wine_municipalities (id),
  city text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  zip text NOT NULL,
  latitude double precision,
  longitude double precision,
  eshop_url text,
  has_eshop boolean NOT NULL DEFAULT false,
  programmes jsonb NOT NULL DEFAULT '[]',       -- filter choices of spec 01 §9 this place offers
  language_ids jsonb NOT NULL DEFAULT '[]',
  certified boolean NOT NULL DEFAULT false,
  certification jsonb NOT NULL,                 -- certifiedWinemaker, certifiedWineCellar, …
  sections jsonb NOT NULL,
  related_ids jsonb NOT NULL DEFAULT '[]',
  rating_sum integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  search_text text GENERATED ALWAYS AS (search_norm(title || ' ' || city)) STORED
);
CREATE INDEX wine_entities_types ON wine_entities USING gin (types);
CREATE INDEX wine_entities_programmes ON wine_entities USING gin (programmes);
CREATE INDEX wine_entities_subregion ON wine_entities (subregion_id, municipality_id);
CREATE INDEX wine_entities_search ON wine_entities USING gin (search_text gin_trgm_ops);
CREATE INDEX wine_entities_order ON wine_entities (lower(title), id);

CREATE TABLE restaurants (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  description jsonb NOT NULL,
  image jsonb,
  gallery jsonb NOT NULL DEFAULT '[]',
  subregion_id integer REFERENCES wine_subregions (id),
  municipality_id integer REFERENCES wine_municipalities (id),
  city text NOT NULL,
  street_with_number text NOT NULL,
  zip text NOT NULL,
  latitude double precision,
  longitude double precision,
  phone text, email text, web text, facebook text, instagram text, delivery_url text,
  language_ids jsonb NOT NULL DEFAULT '[]',
  choices jsonb NOT NULL DEFAULT '[]',          -- offerSaintMartinsWine, hasCardPayment, … (spec 01 §9)
  opening_hours jsonb NOT NULL,
  related_ids jsonb NOT NULL DEFAULT '[]',
  rating_sum integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  search_text text GENERATED ALWAYS AS (search_norm(title || ' ' || city)) STORED
);
CREATE INDEX restaurants_choices ON restaurants USING gin (choices);
CREATE INDEX restaurants_search ON restaurants USING gin (search_text gin_trgm_ops);
CREATE INDEX restaurants_order ON restaurants (lower(title), id);

CREATE TABLE eshops (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  operator text NOT NULL,
  url text NOT NULL,
  has_card_payment boolean NOT NULL DEFAULT true,
  description jsonb NOT NULL,
  logo jsonb,
  image jsonb,
  search_text text GENERATED ALWAYS AS (search_norm(title || ' ' || operator)) STORED
);
