-- Live updates when only a post's files change (issue 27): an Edit that reorders, adds or removes
-- images changes no column of posts, so migration 0017's trigger stays silent. Each row of
-- post_media added or removed tells the post's member, with the post's own status, on the channel
-- of migration 0008; NOTIFY folds identical payloads of one transaction into one.
CREATE FUNCTION notify_post_media_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_post uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_post := OLD.post_id; ELSE changed_post := NEW.post_id; END IF;
  -- A post being deleted is already gone here: its own trigger said so.
  PERFORM pg_notify('post_changes', json_build_object('user_id', p.user_id, 'post_id', p.id, 'status', p.status)::text)
    FROM posts p WHERE p.id = changed_post;
  RETURN NULL;
END
$$;

CREATE TRIGGER post_media_notify AFTER INSERT OR DELETE ON post_media
  FOR EACH ROW EXECUTE FUNCTION notify_post_media_change();
