-- A member's own data (issue 29): the ZIP "Download my data" builds, kept in the database itself
-- because it is the one store every process reaches in both layouts (decision 033). A row lives a
-- day after it is ready, then a maintenance job removes it.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('building', 'ready', 'failed')),
  file_name text NOT NULL,
  archive bytea,
  byte_size integer,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz NOT NULL
);

CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
CREATE INDEX data_exports_expires_idx ON data_exports (expires_at);
