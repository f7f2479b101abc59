-- Post analytics (issue 28): what each published post earned, from two sources — LinkedIn's member
-- post analytics API (source 'api', one row per measurement, so a post's curve over its life is
-- kept) and the creator analytics export a member downloads and imports (source 'export').
CREATE TABLE post_metrics (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The Cadence post, when Cadence published it (joined by URN on import).
  post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  -- The member's imported post (data export), when the URN matches one.
  imported_post_id uuid REFERENCES imported_posts (id) ON DELETE SET NULL,
  -- Normalised: urn:li:share:…, urn:li:ugcPost:… or urn:li:activity:…
  platform_post_id text NOT NULL,
  post_url text,
  published_at timestamptz,
  source text NOT NULL CHECK (source IN ('api', 'export')),
  measured_at timestamptz NOT NULL,
  impressions integer NOT NULL,
  members_reached integer,
  reactions integer,
  comments integer,
  reshares integer,
  engagements integer
);

CREATE INDEX post_metrics_user_post_idx ON post_metrics (user_id, platform_post_id, measured_at DESC);
CREATE INDEX post_metrics_post_idx ON post_metrics (post_id, measured_at DESC) WHERE post_id IS NOT NULL;

-- The export's ENGAGEMENT sheet: the member's impressions and engagements per day (their own dates).
CREATE TABLE analytics_daily (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date date NOT NULL,
  impressions integer NOT NULL,
  engagements integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, date)
);

-- When each published post is measured next through the API, following its life (1 h, 6 h, 24 h,
-- 3 days, 7 days, 30 days after publishing); null once the schedule is done.
ALTER TABLE posts ADD COLUMN metrics_next_at timestamptz;
ALTER TABLE posts ADD COLUMN metrics_fetches integer NOT NULL DEFAULT 0;
CREATE INDEX posts_metrics_due_idx ON posts (metrics_next_at) WHERE metrics_next_at IS NOT NULL;

-- LinkedIn's answer to the member's analytics calls: a 429 holds every call until midnight UTC, a
-- 403 (scope not granted) stops them until the member signs in again.
ALTER TABLE linkedin_connections ADD COLUMN analytics_held_until timestamptz;
ALTER TABLE linkedin_connections ADD COLUMN analytics_refused_at timestamptz;
