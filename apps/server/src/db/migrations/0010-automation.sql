-- Automation (issue 11): a member's preferences, and the slots the planner fills with posts.

-- One row per member once they save. auto_publish is not stored: it is approval_mode <> 'review_all'.
-- preferred_times are wall-clock {day, time} in the member's own zone (users.time_zone).
CREATE TABLE automation_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  frequency_type text NOT NULL CHECK (frequency_type IN ('daily', 'weekly', 'custom')),
  posts_per_week integer NOT NULL CHECK (posts_per_week BETWEEN 1 AND 7),
  niche text,
  sub_niche text NOT NULL DEFAULT '',
  preferred_times jsonb NOT NULL DEFAULT '[]',
  content_formats text[] NOT NULL,
  approval_mode text NOT NULL CHECK (approval_mode IN ('review_all', 'smart', 'full')),
  smart_min_voice_match integer NOT NULL CHECK (smart_min_voice_match BETWEEN 0 AND 100),
  is_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX automation_preferences_active_idx ON automation_preferences (user_id) WHERE is_active;

-- The slot (UTC instant) an automation post was planned for. Unique per member, whatever the
-- post's status, so two planners can never double a slot, and a slot the member cancelled (the
-- row stays, cancelled) is never filled again.
ALTER TABLE posts ADD COLUMN automation_slot timestamptz;
CREATE UNIQUE INDEX posts_one_per_automation_slot_idx ON posts (user_id, automation_slot) WHERE automation_slot IS NOT NULL;
-- The plan job reads every member's coming week of slots at once.
CREATE INDEX posts_automation_slot_idx ON posts (automation_slot) WHERE automation_slot IS NOT NULL;

-- Set when a writer claims a pending_content slot; a claim older than the write time-out is
-- taken over (its writer died).
ALTER TABLE posts ADD COLUMN writing_started_at timestamptz;
CREATE INDEX posts_awaiting_content_idx ON posts (scheduled_time) WHERE status = 'pending_content';

-- A slot whose post the member deleted permanently: remembered so the planner does not bring it back.
CREATE TABLE automation_skipped_slots (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  automation_slot timestamptz NOT NULL,
  PRIMARY KEY (user_id, automation_slot)
);
