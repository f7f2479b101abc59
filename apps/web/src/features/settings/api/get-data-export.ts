import { ZGetDataExportResponseSchema } from '@cadence/contract/account/data-export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/data-export: the latest export that has not expired, or null. */
export const getDataExport = async () =>
  (await apiRequest('/api/account/data-export', { schema: ZGetDataExportResponseSchema })).data;

export const dataExportQueryKey = ['account', 'data-export'] as const;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportQueryKey,
    queryFn: getDataExport,
    // A worker builds it in seconds: ask again while it is building, then stop.
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1500 : false),
  });

export const useDataExport = () => useQuery(dataExportQueryOptions());
