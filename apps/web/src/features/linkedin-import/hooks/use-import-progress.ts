import { useQuery } from '@tanstack/react-query';
import { importStatusQueryOptions } from '../../../lib/linkedin-data/get-import-status';
import { importProgress } from '../lib/import-progress';

/** How often the server's stage is asked for while an import runs. */
const POLL_MS = 400;

/**
 * The import's progress while it runs: `sent` is the browser's upload progress (0-1), the stage
 * comes from GET /api/linkedin/import-status, polled from `startedAt` until the server has
 * `imported` the export. Answers fetched before this import began (the banner's, a previous
 * import's) are ignored.
 */
export function useImportProgress(running: boolean, startedAt: number, sent: number, imported: boolean) {
  const status = useQuery({
    ...importStatusQueryOptions(),
    enabled: running && !imported,
    refetchInterval: running && !imported ? POLL_MS : false,
  });
  const fresh = running && status.data && status.dataUpdatedAt >= startedAt ? status.data.running : null;
  return importProgress(sent, fresh, imported);
}
