import { ZImportStatusResponseSchema, type TImportStatus } from '@cadence/contract/linkedin/import-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * Shared by Quick Post's banner and the import dialog (which polls it for the running stage): one
 * cached answer, refreshed after an import and after the imported data is deleted.
 */
export const getImportStatus = async (): Promise<TImportStatus> => {
  const { completed_at, running } = await apiRequest('/api/linkedin/import-status', { schema: ZImportStatusResponseSchema });
  return { completed_at, running };
};

export const importStatusQueryKey = ['linkedin', 'import-status'] as const;

export const importStatusQueryOptions = () => queryOptions({ queryKey: importStatusQueryKey, queryFn: getImportStatus });

export const useImportStatus = () => useQuery(importStatusQueryOptions());
