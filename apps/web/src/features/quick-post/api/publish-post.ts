import { ZPublishPostResponseSchema, type TPublishPostRequest } from '@cadence/contract/linkedin/publish-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';

export const publishPost = async (body: TPublishPostRequest) =>
  (await apiRequest('/api/linkedin/post', { method: 'POST', body, schema: ZPublishPostResponseSchema })).data;

export const usePublishPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    // Never retried: LinkedIn has no idempotency key, so a second send could publish the post twice.
    retry: false,
    // A refused publish may have revoked the connection: let the header say 'LinkedIn Disconnected'.
    onError: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
