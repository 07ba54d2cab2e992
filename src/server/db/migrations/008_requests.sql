-- Add/edit requests waiting for an editor's approval (spec 02 §1).
CREATE TABLE requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('event', 'eshop', 'restaurant', 'wine_entity')),
  target_id integer,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  submitter_email text,
  reject_reason text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id)
);
CREATE INDEX requests_status ON requests (status, created_at);

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'file')),
  path text NOT NULL,
  original_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
