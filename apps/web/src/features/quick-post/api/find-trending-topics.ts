import { ZTrendingTopicsResponseSchema, type TTrendingTopicsRequest } from '@cadence/contract/content/trending-topics';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const findTrendingTopics = async (body: TTrendingTopicsRequest) =>
  (await apiRequest('/api/content/trending-topics', { method: 'POST', body, schema: ZTrendingTopicsResponseSchema })).data;

// A mutation, not a query: the member asks for a fresh search each time they press the button.
export const useFindTrendingTopics = () => useMutation({ mutationFn: findTrendingTopics });
