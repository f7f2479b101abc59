import { ZGeneratePostResponseSchema, type TGeneratePostRequest } from '@cadence/contract/content/generate-post';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const generatePost = async (body: TGeneratePostRequest) =>
  (await apiRequest('/api/content/generate-post', { method: 'POST', body, schema: ZGeneratePostResponseSchema })).data;

export const useGeneratePost = () => useMutation({ mutationFn: generatePost });
