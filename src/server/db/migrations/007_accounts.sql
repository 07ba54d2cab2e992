CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  name text NOT NULL,
  newsletter_public boolean NOT NULL DEFAULT false,
  newsletter_professionals boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'editor')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Per-field last-writer-wins: each flag keeps the client time of its last change (DESIGN.md).
CREATE TABLE place_states (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  is_visited boolean NOT NULL DEFAULT false,
  is_visited_at timestamptz,
  is_favorite boolean NOT NULL DEFAULT false,
  is_favorite_at timestamptz,
  is_planned_to_visit boolean NOT NULL DEFAULT false,
  is_planned_to_visit_at timestamptz,
  note text,
  note_at timestamptz,
  PRIMARY KEY (user_id, place_type, place_id)
);
CREATE TABLE ratings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_type text NOT NULL,
  place_id integer NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, place_type, place_id)
);

-- Trips have client-generated UUIDs so that creating one offline is idempotent.
CREATE TABLE trips (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  title_updated_at timestamptz NOT NULL DEFAULT now(),
  description text NOT NULL DEFAULT '',
  description_updated_at timestamptz NOT NULL DEFAULT now(),
  slug text NOT NULL,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX trips_user ON trips (user_id, updated_at DESC);
-- Set semantics: adding and removing are commutative; removed_at marks a removal.
CREATE TABLE trip_places (
  trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  PRIMARY KEY (trip_id, place_type, place_id)
);

-- Idempotency-Key store (kept 30 days): same key + same payload → the stored answer.
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  user_id uuid,
  fingerprint text NOT NULL,
  status integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

CREATE TABLE cms_forms (
  id integer PRIMARY KEY,
  definition jsonb NOT NULL      -- per locale: {"cs": {title, submitLabel, successMessage, fields[]}, …}
);
CREATE TABLE form_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_id integer NOT NULL REFERENCES cms_forms (id),
  locale text NOT NULL,
  values jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  interests jsonb NOT NULL,
  locale text NOT NULL,
  status text NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
  unsubscribe_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_email ON newsletter_subscriptions (lower(email));
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
