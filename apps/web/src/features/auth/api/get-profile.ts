import { ZProfileResponseSchema } from '@cadence/contract/auth/get-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getProfile = async () => (await apiRequest('/api/auth/profile', { schema: ZProfileResponseSchema })).data;

export const profileQueryOptions = () => queryOptions({ queryKey: ['auth', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
