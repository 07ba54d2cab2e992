-- Sign-in is throttled per client address and account with a growing delay (docs/decisions/028) instead of a hard
-- block of the account: one row per key ('sign-in:<address>:<e-mail>') counts the attempts not yet followed by a
-- success; free_at is when the next one may come. A success deletes the row; last_at lets old rows be purged.
CREATE TABLE failure_delays (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  free_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);
CREATE INDEX failure_delays_age ON failure_delays (last_at);
