-- Notifications (issue 29, decision 031): one row per thing a member is told, shown in the app's bell
-- and, when SMTP is configured, also the email outbox (written in the same transaction as its event).

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('post_failed', 'post_shortened', 'connection_expiring', 'connection_expired', 'drafts_waiting', 'weekly_summary')),
  -- One notification per event: a second insert for the same event (a re-run check) does nothing.
  event_key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link_url text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The email: 'none' (no SMTP, or the kind is bell-only), 'pending' (due at next_attempt_at),
  -- 'sending' (claimed until claimed_until), 'sent', 'failed' (gave up) or 'unknown' (a claim that
  -- outlived its lease: the process died mid-send, so it is never sent again).
  email_status text NOT NULL CHECK (email_status IN ('none', 'pending', 'sending', 'sent', 'failed', 'unknown')),
  -- Chosen before the first send, so any re-send of this row would be the same message.
  email_message_id text,
  email_attempts integer NOT NULL DEFAULT 0,
  email_next_attempt_at timestamptz,
  email_claimed_until timestamptz,
  email_sent_at timestamptz,
  email_last_error text,
  UNIQUE (user_id, event_key)
);

CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_email_due_idx ON notifications (email_next_attempt_at) WHERE email_status = 'pending';
CREATE INDEX notifications_email_sending_idx ON notifications (email_claimed_until) WHERE email_status = 'sending';

-- A member's choice per kind; no row means the kind is on.
CREATE TABLE notification_settings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
