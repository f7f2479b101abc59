import { ZRequestDataExportResponseSchema } from '@cadence/contract/account/data-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dataExportQueryKey } from './get-data-export';

/** POST /api/account/data-export: starts building the ZIP (or answers the build under way). */
export const requestDataExport = async () =>
  (await apiRequest('/api/account/data-export', { method: 'POST', schema: ZRequestDataExportResponseSchema })).data;

export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    retry: false,
    onSuccess: (started) => queryClient.setQueryData(dataExportQueryKey, started),
  });
};
