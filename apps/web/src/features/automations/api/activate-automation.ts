import { ZActivateAutomationResponseSchema } from '@cadence/contract/preferences/activate-automation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { insightsQueryKey } from '../../../lib/linkedin-data/get-insights';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';
import { preferencesQueryKey } from './get-preferences';

/** POST /api/preferences/activate: activating plans the next 7 days, pausing removes the unfilled slots. */
export const activateAutomation = (isActive: boolean) =>
  apiRequest('/api/preferences/activate', {
    method: 'POST',
    body: { is_active: isActive },
    schema: ZActivateAutomationResponseSchema,
  });

export const useActivateAutomation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAutomation,
    retry: false,
    onSuccess: () =>
      Promise.all(
        [preferencesQueryKey, scheduleQueryKey, insightsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
