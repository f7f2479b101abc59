import { ZDeleteImportedDataResponseSchema } from '@cadence/contract/linkedin/import-linkedin-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { importStatusQueryKey } from '../../../lib/linkedin-data/get-import-status';
import { insightsQueryKey } from '../../../lib/linkedin-data/get-insights';

/** DELETE /api/linkedin/data: the imported posts, profile and insights; drafts go back to a neutral voice. */
export const deleteImportedData = async () =>
  (await apiRequest('/api/linkedin/data', { method: 'DELETE', schema: ZDeleteImportedDataResponseSchema })).data;

export const useDeleteImportedData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportedData,
    retry: false,
    // Awaited: the dialog closes onto the empty state, not onto the data just deleted.
    onSettled: () =>
      Promise.all([insightsQueryKey, importStatusQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
