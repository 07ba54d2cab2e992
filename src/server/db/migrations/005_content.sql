CREATE TABLE news_categories (id integer PRIMARY KEY, slug text NOT NULL UNIQUE, title jsonb NOT NULL, color text NOT NULL);
CREATE TABLE news (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title jsonb NOT NULL,
  perex jsonb NOT NULL,
  image jsonb,
  category_id integer NOT NULL REFERENCES news_categories (id),
  date_from date NOT NULL,
  highlight boolean NOT NULL DEFAULT false,
  dont_crop boolean NOT NULL DEFAULT false,
  blocks jsonb NOT NULL,                 -- per locale: {"cs": [block…], "en": […]}
  related_ids jsonb NOT NULL DEFAULT '[]',
  trade boolean NOT NULL DEFAULT false,  -- "pro vinaře" news (cs only)
  search_text text GENERATED ALWAYS AS (search_norm(coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'pl', ''))) STORED
);
CREATE INDEX news_order ON news (date_from DESC, id DESC);

CREATE TABLE meal_types (id integer PRIMARY KEY, title jsonb NOT NULL);
CREATE TABLE recipes (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title jsonb NOT NULL,
  image jsonb,
  meal_type_id integer NOT NULL REFERENCES meal_types (id),
  ingredients jsonb NOT NULL,
  preparation jsonb NOT NULL,
  wine_recommendations jsonb NOT NULL,
  search_text text GENERATED ALWAYS AS (search_norm(coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', ''))) STORED
);

CREATE TABLE downloads (
  id integer PRIMARY KEY,
  title jsonb NOT NULL,
  category text NOT NULL,
  files jsonb NOT NULL,                  -- [{title, basename, format, size, url}]
  search_text text GENERATED ALWAYS AS (search_norm(coalesce(title->>'cs', '') || ' ' || coalesce(title->>'en', ''))) STORED
);

CREATE TABLE podcasts (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  simplecast_id text NOT NULL,
  title text NOT NULL,
  publish_date date NOT NULL,
  image_url text,
  description text NOT NULL,
  authors text NOT NULL,
  keywords text NOT NULL,
  search_text text GENERATED ALWAYS AS (search_norm(title || ' ' || keywords)) STORED
);
CREATE TABLE podcast_episodes (
  id integer PRIMARY KEY,
  podcast_id integer NOT NULL REFERENCES podcasts (id),
  slug text NOT NULL,
  simplecast_id text NOT NULL,
  title text NOT NULL,
  publish_date date NOT NULL,
  duration integer NOT NULL,            -- seconds
  image_url text,
  audio_file_url text NOT NULL,
  description text NOT NULL,
  long_description text NOT NULL,
  keywords text NOT NULL,
  authors text NOT NULL,
  search_text text GENERATED ALWAYS AS (search_norm(title || ' ' || keywords)) STORED
);
CREATE INDEX podcast_episodes_show ON podcast_episodes (podcast_id, publish_date DESC);

CREATE TABLE encyclopedia_articles (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  section text NOT NULL,
  title jsonb NOT NULL,
  perex jsonb NOT NULL,
  image jsonb,
  blocks jsonb NOT NULL,
  position integer NOT NULL
);
CREATE TABLE dictionary_terms (
  id integer PRIMARY KEY,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  position integer NOT NULL
);
-- Queries typed into the search modals, counted, for the "most wanted" phrases.
CREATE TABLE search_phrases (query text PRIMARY KEY, count integer NOT NULL DEFAULT 1, locale text NOT NULL DEFAULT 'cs');
