-- Members, their LinkedIn connection and everything sign-in needs.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  linkedin_sub text NOT NULL UNIQUE,
  name text,
  picture_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE linkedin_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  linkedin_sub text NOT NULL,
  account_name text NOT NULL,
  account_avatar_url text,
  -- AES-256-GCM sealed; never stored or logged in clear.
  access_token_enc text NOT NULL,
  scopes text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, linkedin_sub)
);

-- One row per sign-in attempt in flight: state, nonce and PKCE verifier live server-side.
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  frontend_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The one-time code the popup hands to the app; only its hash is kept.
CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_token_hash text NOT NULL UNIQUE,
  -- The hash just rotated out: presenting it again means the token was copied, so the session ends.
  previous_refresh_token_hash text UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX login_codes_expires_at_idx ON login_codes (expires_at);
CREATE INDEX oauth_states_expires_at_idx ON oauth_states (expires_at);
