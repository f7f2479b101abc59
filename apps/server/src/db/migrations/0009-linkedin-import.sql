-- Import and insights (issue 10). An import row lives only while it runs ('processing') or as the
-- member's current data ('completed'): a failed import removes its own row, a finished one removes
-- the rows before it, in the same transaction that replaces the posts.

-- The running import's stage and progress, for the modal's progress bar (any API process answers
-- the status call, so it lives here, not in memory). heartbeat_at moves with them: an import whose
-- process died stops beating, and after a while no longer blocks the member's next one.
ALTER TABLE linkedin_imports ADD COLUMN stage text;
ALTER TABLE linkedin_imports ADD COLUMN progress real NOT NULL DEFAULT 0;
ALTER TABLE linkedin_imports ADD COLUMN heartbeat_at timestamptz NOT NULL DEFAULT now();
-- What the export said besides the posts (profile, niche, themes, activity times by UTC
-- quarter-hour), and what the parser read and skipped, file by file.
ALTER TABLE linkedin_imports ADD COLUMN summary jsonb;
ALTER TABLE linkedin_imports ADD COLUMN report jsonb;
-- The insights as last drawn, and the time zone they were drawn in: redrawn only when the member's
-- zone changes (the posts, and so the voice, change only with a new import).
ALTER TABLE linkedin_imports ADD COLUMN insights jsonb;
ALTER TABLE linkedin_imports ADD COLUMN insights_time_zone text;

-- One import at a time per member: a second one finds this index taken and answers 409.
CREATE UNIQUE INDEX linkedin_imports_one_running_idx ON linkedin_imports (user_id) WHERE status = 'processing';
