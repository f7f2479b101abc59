-- Login CSRF (decision 008): a sign-in belongs to the browser that started it. The hash of a random
-- value kept in that browser's httpOnly cookie is stored with the OAuth state and then with the
-- one-time code; the callback and the code exchange refuse a browser without the matching cookie.
-- Rows from before this migration have none and are refused: they expire within minutes.
ALTER TABLE oauth_states ADD COLUMN browser_binding_hash text;
ALTER TABLE login_codes ADD COLUMN browser_binding_hash text;

-- Two tabs refreshing at once (decision 008): the token rotated out moments ago still buys an
-- access token for a short grace window, so the time of the last rotation is kept.
ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;
