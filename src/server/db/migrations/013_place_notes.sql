-- A traveller's own note on a place ("parking behind the church", "ask for the 2019 Ryzlink"), private to them.
-- Last-writer-wins by the client's edit time like the flags, so an older offline edit replayed late loses.
CREATE TABLE place_notes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  note text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, place_type, place_id)
);
