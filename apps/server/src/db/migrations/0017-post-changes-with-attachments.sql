-- Live updates for rich posts (issue 27): a card also changes when its first comment's state moves
-- (pending → sending → posted or failed, and Retry) or when an edit changes its poll, link, document
-- title or first comment. The trigger of migration 0008 watched only the text, time and status.
DROP TRIGGER posts_notify_update ON posts;
CREATE TRIGGER posts_notify_update AFTER UPDATE ON posts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.hashtags IS DISTINCT FROM NEW.hashtags
    OR OLD.scheduled_time IS DISTINCT FROM NEW.scheduled_time
    OR OLD.notice_code IS DISTINCT FROM NEW.notice_code
    OR OLD.document_title IS DISTINCT FROM NEW.document_title
    OR OLD.poll IS DISTINCT FROM NEW.poll
    OR OLD.link_url IS DISTINCT FROM NEW.link_url
    OR OLD.link_title IS DISTINCT FROM NEW.link_title
    OR OLD.first_comment IS DISTINCT FROM NEW.first_comment
    OR OLD.first_comment_status IS DISTINCT FROM NEW.first_comment_status)
  EXECUTE FUNCTION notify_post_change();
