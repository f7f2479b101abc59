-- Why a failed post failed, kept apart from the message (decision 010): 'rejected' means it is
-- certainly not on LinkedIn (LinkedIn refused it, or it never left Cadence); 'unknown' means
-- LinkedIn may have published it (a time-out, a 5xx, a crash mid-publish), so the member must look.
ALTER TABLE posts ADD COLUMN failure_kind text CHECK (failure_kind IN ('rejected', 'unknown'));

-- Posts that failed before this column existed: unknown when any attempt's outcome was.
UPDATE posts SET failure_kind = CASE
    WHEN EXISTS (SELECT 1 FROM post_attempts a WHERE a.post_id = posts.id AND (a.outcome = 'unknown' OR a.outcome IS NULL))
    THEN 'unknown' ELSE 'rejected' END
  WHERE status = 'failed';

ALTER TABLE posts ADD CONSTRAINT failed_posts_have_a_failure_kind CHECK (status <> 'failed' OR failure_kind IS NOT NULL);

-- The recovery job looks for posts left in 'publishing' every minute; there are very few of them.
CREATE INDEX posts_publishing_since_idx ON posts (updated_at) WHERE status = 'publishing';
