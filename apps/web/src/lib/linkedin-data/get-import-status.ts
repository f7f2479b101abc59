import { ZImportStatusResponseSchema } from '@cadence/contract/linkedin/import-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getImportStatus = async () =>
  (await apiRequest('/api/linkedin/import-status', { schema: ZImportStatusResponseSchema })).data;

export const importStatusQueryOptions = () => queryOptions({ queryKey: ['linkedin', 'import-status'], queryFn: getImportStatus });

export const useImportStatus = () => useQuery(importStatusQueryOptions());
