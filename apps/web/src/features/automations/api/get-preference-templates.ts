import { ZPreferenceTemplatesResponseSchema } from '@cadence/contract/preferences/preference-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/preferences/templates: needs no token (spec §6). The sets change only with a release. */
export const getPreferenceTemplates = async () =>
  (await apiRequest('/api/preferences/templates', { schema: ZPreferenceTemplatesResponseSchema, anonymous: true })).templates;

export const preferenceTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ['preferences', 'templates'], queryFn: getPreferenceTemplates, staleTime: Infinity });

export const usePreferenceTemplates = () => useQuery(preferenceTemplatesQueryOptions());
