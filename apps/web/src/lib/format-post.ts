import { ZFormatPostResponseSchema, type TFormatPostRequest } from '@cadence/contract/linkedin/format-post';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const formatPost = async (body: TFormatPostRequest) =>
  (await apiRequest('/api/linkedin/format', { method: 'POST', body, schema: ZFormatPostResponseSchema })).data;

// A query despite the POST: the answer depends only on the text, so reopening an unchanged
// preview is instant.
export const formatPostQueryOptions = (body: { content: string; hashtags: string[] }) =>
  queryOptions({
    queryKey: ['linkedin', 'format', body.content, body.hashtags],
    queryFn: () => formatPost(body),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    // The member is waiting with the modal open; the raw text is shown at once on failure.
    retry: false,
  });

export const useFormatPost = (body: { content: string; hashtags: string[] }, enabled: boolean) =>
  useQuery({ ...formatPostQueryOptions(body), enabled });
