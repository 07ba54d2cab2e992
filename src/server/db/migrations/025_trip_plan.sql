-- Issue 29, the trip planner: days, where each stop goes, its note and earliest visit time, and a tasted/bought log.
-- Every write carries the client's time and merges last-writer-wins per record or field (DESIGN.md), so two devices'
-- offline edits replayed in any order, or twice, end the same.

-- A day is there while its latest save is newer than its latest delete; a delete that arrives first leaves a row
-- (saved_at at the epoch) so the older save arriving later stays deleted.
CREATE TABLE trip_days (
  trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  position double precision NOT NULL DEFAULT 0,
  date date,
  start_time text CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  saved_at timestamptz NOT NULL,
  removed_at timestamptz,
  PRIMARY KEY (trip_id, id)
);

-- A stop's day (no foreign key: the day may arrive after its stops, or be deleted; an unknown day = not in a day) and
-- position, last-writer-wins together by placed_at; the note and not_before each by their own time. A placement of a
-- place not (yet) in the trip keeps a row that is not in the trip (added_at = removed_at = the epoch) until it is added.
ALTER TABLE trip_places
  ALTER COLUMN position TYPE double precision,
  ADD COLUMN day_id uuid,
  ADD COLUMN placed_at timestamptz,
  ADD COLUMN note text NOT NULL DEFAULT '',
  ADD COLUMN note_updated_at timestamptz,
  ADD COLUMN not_before text CHECK (not_before ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN not_before_updated_at timestamptz;

-- Tasted or bought at a stop: a client-made id, last-writer-wins by updated_at; deleted_at is a tombstone that
-- nothing undoes. created_at is the earliest client time seen for the entry.
CREATE TABLE trip_stop_logs (
  trip_id uuid NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  place_type text NOT NULL CHECK (place_type IN ('wine_entity', 'restaurant', 'event')),
  place_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('tasted', 'bought')),
  wine_id integer,
  wine_name text NOT NULL,
  price double precision CHECK (price >= 0),
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  PRIMARY KEY (trip_id, id)
);
