-- Posts a member publishes or schedules, and every attempt to publish one (design.md §5).
-- Each status change is a guarded UPDATE … WHERE status = <expected>, so two workers or a cancel
-- racing a publish can never both win.
CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Kept when the connection goes: the post's history outlives a disconnect.
  connection_id uuid REFERENCES linkedin_connections (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('draft', 'pending_content', 'pending', 'publishing', 'published', 'failed', 'cancelled')),
  -- Null while an automation slot waits for its text (pending_content).
  content text,
  hashtags text[] NOT NULL DEFAULT '{}',
  scheduled_time timestamptz,
  content_metadata jsonb NOT NULL DEFAULT '{}',
  platform_post_id text,
  post_url text,
  error_message text,
  cancel_reason text,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT published_posts_have_a_linkedin_id CHECK (status <> 'published' OR platform_post_id IS NOT NULL),
  CONSTRAINT failed_posts_say_why CHECK (status <> 'failed' OR error_message IS NOT NULL)
);

CREATE INDEX posts_user_status_time_idx ON posts (user_id, status, scheduled_time);

-- One row per call to LinkedIn. An attempt without an outcome was cut off mid-flight (a crash):
-- like 'unknown', LinkedIn may have published it, so it is reconciled, never blindly re-sent.
CREATE TABLE post_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  outcome text CHECK (outcome IN ('published', 'rejected', 'unknown')),
  http_status integer,
  -- The URN LinkedIn answered, kept even if the post row moved on meanwhile.
  platform_post_id text,
  error_code text,
  error_message text
);

CREATE INDEX post_attempts_post_id_idx ON post_attempts (post_id, started_at);
