-- Editors granted by EDITOR_EMAILS (the server's settings) are marked, so an address that leaves the list loses the
-- role at its next sign-in, while editors made in the database keep theirs.
ALTER TABLE users ADD COLUMN editor_by_list boolean NOT NULL DEFAULT false;

-- Request form fields the catalogue did not keep yet, written when an editor approves a request (spec 02 §3):
-- the winemaker an event is tied to ("Vinař"), the contact person of a restaurant and whom to ask about a listing.
ALTER TABLE events ADD COLUMN connected_winemaker_id integer;
ALTER TABLE restaurants
  ADD COLUMN contact_person text,
  ADD COLUMN authority_name text,
  ADD COLUMN authority_email text,
  ADD COLUMN authority_phone text;
ALTER TABLE eshops
  ADD COLUMN authority_email text,
  ADD COLUMN authority_phone text;

-- The review list reads one status, oldest first (requests_status); an edit's record is looked up by kind and id.
CREATE INDEX requests_target ON requests (kind, target_id) WHERE target_id IS NOT NULL;
