-- Issue 26, decision 029: an automation slot is named by the date and time it stands for on the
-- member's wall clock ('2027-01-09T10:00'), and that name is unique per member. A change of zone
-- moves the instant of a slot not yet written; a written one keeps its instant and its name, so the
-- slot the new zone plans under that name is already taken and never gets a second post.
ALTER TABLE posts ADD COLUMN automation_local_slot text;
ALTER TABLE automation_skipped_slots ADD COLUMN automation_local_slot text;

-- Existing slots are named in the member's zone of today (the one they were planned in is not kept).
-- Two instants can read the same only in a clock change's repeated hour, outside posting hours; if one
-- ever did, the later keeps no name and stays a slot of its own by its instant.
UPDATE posts
SET automation_local_slot = named.local
FROM (
  SELECT id, local, row_number() OVER (PARTITION BY user_id, local ORDER BY automation_slot) AS n
  FROM (
    SELECT p.id, p.user_id, p.automation_slot,
      to_char(p.automation_slot AT TIME ZONE u.time_zone, 'YYYY-MM-DD"T"HH24:MI') AS local
    FROM posts p
    JOIN users u ON u.id = p.user_id
    WHERE p.automation_slot IS NOT NULL
  ) AS slots
) AS named
WHERE posts.id = named.id AND named.n = 1;

UPDATE automation_skipped_slots s
SET automation_local_slot = to_char(s.automation_slot AT TIME ZONE u.time_zone, 'YYYY-MM-DD"T"HH24:MI')
FROM users u
WHERE u.id = s.user_id;

CREATE UNIQUE INDEX posts_one_per_automation_local_slot_idx ON posts (user_id, automation_local_slot)
  WHERE automation_local_slot IS NOT NULL;
CREATE INDEX automation_skipped_slots_local_idx ON automation_skipped_slots (user_id, automation_local_slot);
