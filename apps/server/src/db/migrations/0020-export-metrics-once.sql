-- The creator analytics export (issue 28, decision 035): a post's numbers as of the export's end
-- date are one measurement. Importing the same file twice (or two files ending the same day) updates
-- that row instead of adding another, so a post's curve never counts one day twice.
CREATE UNIQUE INDEX post_metrics_export_once_idx ON post_metrics (user_id, platform_post_id, measured_at)
  WHERE source = 'export';
