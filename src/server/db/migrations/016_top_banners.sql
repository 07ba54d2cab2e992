-- The two dismissible top banners per locale (spec 01 §2 "Two dismissible top banners (users; podcasts)"): editors
-- switch each on or off and write its text. The users (account) banner's button links to my account when signed in
-- and opens sign-in for a guest (spec 01 §6), so it has a label for each; the podcasts banner's button is a link.
CREATE TABLE top_banners (
  locale text NOT NULL CHECK (locale IN ('cs', 'en', 'pl')),
  kind text NOT NULL CHECK (kind IN ('users', 'podcasts')),
  show boolean NOT NULL DEFAULT true,
  text text NOT NULL,
  button_label text NOT NULL,
  guest_button_label text,
  link_url text,
  PRIMARY KEY (locale, kind),
  CHECK (kind <> 'users' OR guest_button_label IS NOT NULL),
  CHECK (kind <> 'podcasts' OR link_url IS NOT NULL)
);

-- 006's placeholder for banners, never written or read: the banners live in top_banners.
ALTER TABLE site_settings DROP COLUMN banners;
