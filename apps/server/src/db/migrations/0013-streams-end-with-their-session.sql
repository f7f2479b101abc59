-- Sign-out ends the session's live-update streams at once, on whichever API process holds them
-- (issue 26): one notification per session that ends (revoked, or its row deleted), heard by every
-- process's stream hub like the post changes of migration 0008.
CREATE FUNCTION notify_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', json_build_object('user_id', OLD.user_id, 'session_id', OLD.id)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify_revoke AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_end();
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_end();
