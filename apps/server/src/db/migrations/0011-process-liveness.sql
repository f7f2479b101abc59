-- Taking up a dead process's posts within seconds (issue 26, decision 028). Every API and worker
-- process says it is alive every few seconds; a post being published names the process that holds
-- it, so a worker can tell a dead holder from a slow one without waiting for a time-out in minutes.
CREATE TABLE process_heartbeats (
  id uuid PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('api', 'worker')),
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);

-- The process that fetched this post's publish job or claimed it (or sent it, for Post Now). No
-- foreign key: a process's row goes when it stops, and a missing row means the holder is gone.
ALTER TABLE posts ADD COLUMN held_by uuid;
CREATE INDEX posts_held_by_idx ON posts (held_by) WHERE status IN ('pending', 'publishing');
