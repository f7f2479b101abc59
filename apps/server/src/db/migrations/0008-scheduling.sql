-- Scheduling (issue 9, decision 015): the member's time zone, the queued job behind each pending
-- post, what the card must say besides an error, what LinkedIn kept of what was sent, and a
-- NOTIFY on every change so open dashboards update live from any API process.

-- IANA name sent by the browser; every date the member sees is shown in it. Times stay UTC.
ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';

-- The pg-boss job that will publish this post. A worker claims the post only with this id, so a
-- job left behind by an edit or a cancel can never publish it.
ALTER TABLE posts ADD COLUMN publish_job_id uuid;
-- When the post may go out: scheduled_time, or later while LinkedIn's daily limit holds it or a
-- retry backs off. Lateness (the grace before asking the member) is measured from this.
ALTER TABLE posts ADD COLUMN publish_after timestamptz;
-- What the card says that is not an error ('shortened', 'held_daily_limit', 'retrying', 'late');
-- the text is written at read time, in the member's current time zone.
ALTER TABLE posts ADD COLUMN notice_code text;
-- Attempts made for this post, so retries stop after a bound.
ALTER TABLE posts ADD COLUMN attempt_count integer NOT NULL DEFAULT 0;

UPDATE posts SET publish_after = scheduled_time WHERE status IN ('pending', 'pending_content');

CREATE INDEX posts_user_time_idx ON posts (user_id, scheduled_time);

-- Read-back (issue 9): the commentary sent, and the commentary LinkedIn says it kept.
ALTER TABLE post_attempts ADD COLUMN sent_commentary text;
ALTER TABLE post_attempts ADD COLUMN kept_commentary text;

-- Live updates: one notification per changed post, on any process's connection.
CREATE FUNCTION notify_post_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data posts;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  PERFORM pg_notify('post_changes', json_build_object(
    'user_id', row_data.user_id,
    'post_id', row_data.id,
    'status', CASE WHEN TG_OP = 'DELETE' THEN 'deleted' ELSE row_data.status END
  )::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER posts_notify_insert_delete AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION notify_post_change();
CREATE TRIGGER posts_notify_update AFTER UPDATE ON posts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.hashtags IS DISTINCT FROM NEW.hashtags
    OR OLD.scheduled_time IS DISTINCT FROM NEW.scheduled_time
    OR OLD.notice_code IS DISTINCT FROM NEW.notice_code)
  EXECUTE FUNCTION notify_post_change();
