import { ZImportResultSchema } from '@cadence/contract/linkedin/import-linkedin-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/get-profile';
import { importStatusQueryKey } from '../../../lib/linkedin-data/get-import-status';
import { insightsQueryKey } from '../../../lib/linkedin-data/get-insights';
import { uploadFile } from '../../../lib/upload-file';

export interface ImportRequest {
  file: File;
  /** 0-1: how much of the archive the browser has sent. */
  onProgress?: (sent: number) => void;
  /** The server has imported the export; the dashboard's data is refreshed next. */
  onImported?: () => void;
}

/** Spec §7: POST /api/linkedin/import, multipart with one `file` field. */
export const importLinkedInData = async ({ file, onProgress, onImported }: ImportRequest) => {
  const result = await uploadFile('/api/linkedin/import', { method: 'POST', file, schema: ZImportResultSchema, onProgress });
  onImported?.();
  return result.data;
};

export const useImportLinkedInData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinkedInData,
    // Sending a large archive twice is the member's choice ('Try Again'), never automatic.
    retry: false,
    // Spec §2: the dashboard refreshes its insights. Awaited, so 'Continue to Dashboard' lands on
    // the fresh tab instead of the empty state it showed before.
    onSuccess: () =>
      Promise.all(
        [insightsQueryKey, importStatusQueryKey, profileQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
