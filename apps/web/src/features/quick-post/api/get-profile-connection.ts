import { ZProfileResponseSchema } from '@cadence/contract/auth/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// Same key and same data shape as the dashboard's profile query, so both read one cached answer
// instead of asking the server twice (features may not import each other).
export const getProfile = async () => (await apiRequest('/api/auth/profile', { schema: ZProfileResponseSchema })).data;

export const profileQueryOptions = () => queryOptions({ queryKey: ['auth', 'profile'], queryFn: getProfile });

/** The account posts go to: the first active LinkedIn connection, or null when there is none. */
export const useActiveConnection = () =>
  useQuery({ ...profileQueryOptions(), select: (profile) => profile.connections.find((c) => c.is_active) ?? null });
