-- A member's LinkedIn data exports and the posts they held (Shares.csv): the writer learns the
-- member's voice from these. The import feature fills them; tests seed them directly.
CREATE TABLE linkedin_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  posts_processed integer NOT NULL DEFAULT 0,
  error_message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE INDEX linkedin_imports_user_id_idx ON linkedin_imports (user_id, started_at DESC);

CREATE TABLE imported_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  posted_at timestamptz NOT NULL,
  content text NOT NULL,
  share_link text,
  shared_url text,
  media_url text,
  visibility text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX imported_posts_user_id_idx ON imported_posts (user_id, posted_at DESC);
