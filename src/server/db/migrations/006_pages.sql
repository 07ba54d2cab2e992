-- CMS pages per locale, built from blocks (spec 01 §2). `path` is the part after the locale ('' = homepage);
-- pages of one translation_group are the same page in other locales (alternate links).
CREATE TABLE cms_pages (
  id integer PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('cs', 'en', 'pl')),
  path text NOT NULL,
  type text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  perex text,
  image jsonb,
  blocks jsonb NOT NULL DEFAULT '[]',
  translation_group integer NOT NULL,
  menu_position integer,
  parent_path text,
  UNIQUE (locale, path)
);
CREATE INDEX cms_pages_group ON cms_pages (translation_group);

CREATE TABLE site_settings (
  locale text PRIMARY KEY,
  site_name text NOT NULL,
  footer jsonb NOT NULL,
  banners jsonb NOT NULL DEFAULT '[]'
);
