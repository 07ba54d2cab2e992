-- 007's fixed windows let twice the limit through across a window's edge (ten attempts just before it, ten just
-- after). A key now keeps the times of its accepted attempts within the window, so "the 11th within 15 minutes" is
-- refused whenever it comes. The array holds at most the rule's limit; last_at lets old keys be purged.
DROP TABLE rate_limits;
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  attempts timestamptz[] NOT NULL,
  last_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_age ON rate_limits (last_at);
