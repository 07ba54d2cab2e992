-- Upload slots (spec 02: getUploadUrl → PUT → createUpload): the name a file was sent under, kept from step 1 to step 3
-- in the database rather than beside the body, so that with object storage (S3_*) each step may reach another process.
-- createUpload deletes its slot as it records the upload; slots never finished are purged after a day.
CREATE TABLE upload_slots (
  id uuid PRIMARY KEY,
  original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_slots_age ON upload_slots (created_at);
