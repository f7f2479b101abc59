import { ZHealthResponseSchema } from '@cadence/contract/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Tells the login page whether LinkedIn is the built-in sandbox, so it can say so. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: () => apiRequest('/api/health', { schema: ZHealthResponseSchema, anonymous: true }),
    staleTime: 60_000,
    retry: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
