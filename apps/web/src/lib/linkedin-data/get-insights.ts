import { ZInsightsResponseSchema, type TInsights } from '@cadence/contract/linkedin/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * Shared by the Insights tab and the dashboard shell (the imported name and picture in the
 * sidebar): one cached answer, refreshed after an import and after the imported data is deleted.
 */
export const getInsights = async () => (await apiRequest('/api/linkedin/insights', { schema: ZInsightsResponseSchema })).data;

export const insightsQueryKey = ['linkedin', 'insights'] as const;

export const insightsQueryOptions = () => queryOptions({ queryKey: insightsQueryKey, queryFn: getInsights });

export const useInsights = () => useQuery(insightsQueryOptions());

/** The imported profile alone (null before an import): the shell re-renders only when it changes. */
export const useImportedProfile = () =>
  useQuery({ ...insightsQueryOptions(), select: (insights: TInsights) => insights.profile });
