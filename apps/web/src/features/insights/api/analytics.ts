import { ZContentPerformanceResponseSchema } from '@cadence/contract/analytics/content-performance';
import {
  ZAnalyticsPostsResponseSchema,
  ZImportAnalyticsResponseSchema,
  ZRefreshAnalyticsResponseSchema,
} from '@cadence/contract/analytics/post-analytics';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';
import { uploadFile } from '../../../lib/upload-file';

/** Every analytics answer lives under this key, so a refresh or an import invalidates them all. */
export const analyticsQueryKey = ['analytics'] as const;

/** Issue 28: GET /api/analytics/posts?days=N — the daily series, the totals and every measured post. */
export const useAnalyticsPosts = (days: number) =>
  useQuery({
    queryKey: [...analyticsQueryKey, 'posts', days],
    queryFn: async () => (await apiRequest(`/api/analytics/posts?days=${days}`, { schema: ZAnalyticsPostsResponseSchema })).data,
    // Switching the period keeps the last answer on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

/** GET /api/analytics/performance?days=N — engagement rate, top posts and what differs. */
export const useContentPerformance = (days: number) =>
  useQuery({
    queryKey: [...analyticsQueryKey, 'performance', days],
    queryFn: async () =>
      (await apiRequest(`/api/analytics/performance?days=${days}`, { schema: ZContentPerformanceResponseSchema })).data,
    placeholderData: keepPreviousData,
  });

const refreshEverything = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([analyticsQueryKey, scheduleQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** POST /api/analytics/refresh: measure the member's published posts now (when LinkedIn lets us). */
export const useRefreshAnalytics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/api/analytics/refresh', { method: 'POST', schema: ZRefreshAnalyticsResponseSchema })).data,
    onSuccess: (data) => (data.available ? refreshEverything(queryClient) : undefined),
  });
};

/** POST /api/analytics/import: multipart `file`, the .xlsx from linkedin.com/analytics → Export. */
export const useImportAnalytics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) =>
      (await uploadFile('/api/analytics/import', { method: 'POST', file, schema: ZImportAnalyticsResponseSchema, onProgress }))
        .data,
    retry: false,
    // Awaited: the dialog says the import is done once the numbers behind it are fresh too.
    onSuccess: () => refreshEverything(queryClient),
  });
};
