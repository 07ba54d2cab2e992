-- Extensions used for diacritics-insensitive and typo-tolerant Czech search.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named explicitly lets
-- generated columns and indexes use it. "Velké Pavlovice" -> "velke pavlovice".
CREATE OR REPLACE FUNCTION search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Seed runs: the data set is generated once per database (see src/server/seed).
CREATE TABLE seed_runs (
  id serial PRIMARY KEY,
  scale real NOT NULL,
  random_seed integer NOT NULL,
  base_date date NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
