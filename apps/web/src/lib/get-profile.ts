import { ZProfileResponseSchema } from '@cadence/contract/auth/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// Shared by every feature (the dashboard header, Quick Post's connection): one cached answer.
export const getProfile = async () => (await apiRequest('/api/auth/profile', { schema: ZProfileResponseSchema })).data;

export const profileQueryKey = ['auth', 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

/** The account posts go to: the first active LinkedIn connection, or null when there is none. */
export const useActiveConnection = () =>
  useQuery({ ...profileQueryOptions(), select: (profile) => profile.connections.find((c) => c.is_active) ?? null });
