-- Rich posts (issue 27, decision 034): images, documents, videos, polls, links and a first comment.
--
-- Media bytes live in PostgreSQL itself, in 1 MiB chunks: the one store every API and worker process
-- reaches in both layouts (PGlite embedded, a PostgreSQL server in production), streamed in and out
-- a chunk at a time so a 100 MB document never sits whole in memory (decision 034).
CREATE TABLE media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'document', 'video')),
  -- 'receiving' while its chunks stream in; only 'ready' media may be attached to a post.
  status text NOT NULL DEFAULT 'receiving' CHECK (status IN ('receiving', 'ready')),
  mime_type text NOT NULL,
  file_name text NOT NULL,
  size_bytes bigint NOT NULL DEFAULT 0,
  sha256 text,
  width integer,
  height integer,
  pages integer,
  duration_ms integer,
  alt_text text,
  -- The slides a carousel was made from, so the carousel maker can open it again.
  carousel jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when first attached to a post: once no post holds it any more, the clean-up job removes it.
  attached_at timestamptz
);

CREATE INDEX media_user_idx ON media (user_id, created_at DESC);
CREATE INDEX media_created_idx ON media (created_at);

CREATE TABLE media_chunks (
  media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (media_id, seq)
);

-- A post's attachments in their order; one kind per post is checked by the routes.
CREATE TABLE post_media (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (post_id, position),
  UNIQUE (post_id, media_id)
);

CREATE INDEX post_media_media_idx ON post_media (media_id);

-- Each upload of an attachment to LinkedIn, recorded like a send attempt: a crash between the upload
-- and the post finds the asset URN here and reuses it instead of uploading again.
CREATE TABLE post_asset_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  -- urn:li:image:…, urn:li:document:…, urn:li:video:…, once initializeUpload answered.
  asset_urn text,
  status text NOT NULL CHECK (status IN ('initializing', 'uploading', 'uploaded', 'available', 'failed')),
  -- Video parts' ETags, kept so finalizeUpload can be sent again after a crash.
  uploaded_part_ids jsonb,
  error_code text,
  error_message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX post_asset_uploads_post_idx ON post_asset_uploads (post_id, media_id, started_at);

ALTER TABLE posts ADD COLUMN document_title text;
-- {question, options: [..], duration_days: 1|3|7|14}
ALTER TABLE posts ADD COLUMN poll jsonb;
ALTER TABLE posts ADD COLUMN link_url text;
ALTER TABLE posts ADD COLUMN link_title text;
ALTER TABLE posts ADD COLUMN first_comment text;
-- null: none asked for; 'pending': to send after the post; 'sending'; 'posted'; 'failed' (Retry on the card).
ALTER TABLE posts ADD COLUMN first_comment_status text
  CHECK (first_comment_status IN ('pending', 'sending', 'posted', 'failed'));
ALTER TABLE posts ADD COLUMN first_comment_urn text;
ALTER TABLE posts ADD COLUMN first_comment_error text;
ALTER TABLE posts ADD COLUMN first_comment_attempts integer NOT NULL DEFAULT 0;
