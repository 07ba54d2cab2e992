-- Accounts, sessions, place states, ratings, trips, idempotency keys, CMS forms and the newsletter.
-- Places are referenced as (place_type, place_id), the key of the search index (002), so this
-- schema needs no other feature's tables.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text,                -- NULL: no password yet (seeded demo users, invited editors)
  name text NOT NULL,
  newsletter_public boolean NOT NULL DEFAULT false,
  newsletter_professionals boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'editor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique regardless of case.
CREATE UNIQUE INDEX users_email ON users (lower(email));

-- Only a hash of each token is stored, so a leaked table cannot be replayed as sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Per-field last-writer-wins (DESIGN.md): each flag keeps the client time of its last change, so
-- an older offline change replayed late cannot overwrite a newer one.
CREATE TABLE place_states (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  is_visited boolean NOT NULL DEFAULT false,
  is_visited_updated_at timestamptz NOT NULL DEFAULT now(),
  is_favorite boolean NOT NULL DEFAULT false,
  is_favorite_updated_at timestamptz NOT NULL DEFAULT now(),
  is_planned_to_visit boolean NOT NULL DEFAULT false,
  is_planned_to_visit_updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, place_type, place_id)
);
-- The default lists and their counts (my account) read one flag of one user.
CREATE INDEX place_states_visited ON place_states (user_id, place_type) WHERE is_visited;
CREATE INDEX place_states_favorite ON place_states (user_id, place_type) WHERE is_favorite;
CREATE INDEX place_states_planned ON place_states (user_id, place_type) WHERE is_planned_to_visit;

CREATE TABLE ratings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, place_type, place_id)
);
CREATE INDEX ratings_place ON ratings (place_type, place_id);

-- Trips have client-generated UUIDs: one made offline has its final id at once, and creating it
-- again (a replay) is a no-op. Title and description are last-writer-wins each.
CREATE TABLE trips (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  title_updated_at timestamptz NOT NULL DEFAULT now(),
  description text NOT NULL DEFAULT '',
  description_updated_at timestamptz NOT NULL DEFAULT now(),
  slug text NOT NULL,
  image jsonb,                       -- Image; NULL = the first place's image
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A tombstone: a late offline edit of a deleted trip finds it gone (404) instead of recreating it.
  deleted_at timestamptz
);
CREATE INDEX trips_user ON trips (user_id, updated_at DESC) WHERE deleted_at IS NULL;

-- Set semantics: add and remove commute. A removal sets removed_at; adding again clears it.
CREATE TABLE trip_places (
  trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  PRIMARY KEY (trip_id, place_type, place_id)
);

-- Idempotency-Key store (DESIGN.md): the same key and the same request fingerprint replay the
-- stored answer; the same key with another fingerprint is a 422. Rows older than 30 days are purged.
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  fingerprint text NOT NULL,         -- hash of method, path and canonical body
  status integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

CREATE TABLE cms_forms (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,          -- e.g. 'contact'
  definition jsonb NOT NULL,         -- per locale: {"cs": {title, submitLabel, successMessage, fields[]}, "en": …}
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE form_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_id integer NOT NULL REFERENCES cms_forms (id),
  locale text NOT NULL,
  field_values jsonb NOT NULL,       -- {fieldId: value}
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submissions_form ON form_submissions (form_id, created_at DESC);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  interests jsonb NOT NULL,          -- ["veřejnost", "odborníky"]
  locale text NOT NULL,
  status text NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
  unsubscribe_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_email ON newsletter_subscriptions (lower(email));

-- Fixed-window counters shared by every server process (sign-in, sign-up, recovery, newsletter, forms).
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_age ON rate_limits (window_start);
