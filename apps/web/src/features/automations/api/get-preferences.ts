import { ZGetPreferencesResponseSchema } from '@cadence/contract/preferences/get-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/preferences/: the saved preferences (or the defaults, pre-filled from an import) and the import's suggestion. */
export const getPreferences = () => apiRequest('/api/preferences/', { schema: ZGetPreferencesResponseSchema });

export const preferencesQueryKey = ['preferences'] as const;

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());
