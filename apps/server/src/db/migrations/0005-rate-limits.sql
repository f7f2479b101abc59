-- Rate-limit counters shared by every API process (decision 009): one row per client address or
-- member (and per route with a limit of its own), counted within a fixed window. Unlogged: a lost
-- counter after a crash only resets a window, and skipping the write-ahead log keeps the
-- one-statement-per-request cheap.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  resets_at timestamptz NOT NULL
);
