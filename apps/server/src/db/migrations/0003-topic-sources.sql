-- Trending-topic research: what each feed answered last (for conditional requests and polite
-- refetching) and every item it held, so trends are computed over days, not one fetch.

-- One row per feed: a source of a niche at one resolved URL (a sub-niche query is its own feed).
-- Keyed by source too, because two niches may list the same URL and each stores its own items.
CREATE TABLE topic_feed_states (
  source_id text NOT NULL,
  feed_url text NOT NULL,
  etag text,
  last_modified text,
  -- Last attempt, whatever its outcome; the refetch interval counts from here.
  fetched_at timestamptz NOT NULL,
  last_success_at timestamptz,
  last_status integer,
  last_error text,
  -- Consecutive failures: retries back off so a dead source does not slow every request.
  failure_count integer NOT NULL DEFAULT 0,
  -- Not before this time (Retry-After, back-off or the polite interval, whichever is later).
  next_fetch_at timestamptz NOT NULL,
  PRIMARY KEY (source_id, feed_url)
);

CREATE TABLE topic_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id text NOT NULL,
  niche text NOT NULL,
  url text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- The outlet behind the item when the source aggregates several (Google News' <source>).
  publisher text,
  published_at timestamptz NOT NULL,
  points integer,
  comments integer,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, url)
);

-- "Items of these sources since T", and pruning old items per source.
CREATE INDEX topic_items_source_published_idx ON topic_items (source_id, published_at DESC);
