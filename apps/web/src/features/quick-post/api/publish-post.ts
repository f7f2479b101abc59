import { ZPublishPostResponseSchema, type TPublishPostRequest } from '@cadence/contract/linkedin/publish-post';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const publishPost = async (body: TPublishPostRequest) =>
  (await apiRequest('/api/linkedin/post', { method: 'POST', body, schema: ZPublishPostResponseSchema })).data;

// Never retried: LinkedIn has no idempotency key, so a second send could publish the post twice.
export const usePublishPost = () => useMutation({ mutationFn: publishPost, retry: false });
