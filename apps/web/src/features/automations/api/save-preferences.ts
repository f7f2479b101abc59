import { ZSavePreferencesResponseSchema, type TGetPreferencesResponse } from '@cadence/contract/preferences/get-preferences';
import type { TPreferencesInput } from '@cadence/contract/preferences/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { insightsQueryKey } from '../../../lib/linkedin-data/get-insights';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';
import { preferencesQueryKey } from './get-preferences';

/** POST /api/preferences/: saving re-plans the unfilled automation slots, so the schedule is read again. */
export const savePreferences = (body: TPreferencesInput) =>
  apiRequest('/api/preferences/', { method: 'POST', body, schema: ZSavePreferencesResponseSchema });

export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    retry: false,
    onSuccess: (saved) => {
      // The form compares itself with the saved preferences: no 'unsaved' flash while they are read again.
      queryClient.setQueryData(preferencesQueryKey, (current: TGetPreferencesResponse | undefined) =>
        current ? { ...current, saved: true, preferences: saved.preferences } : current,
      );
      return Promise.all(
        // The Insights tab sums the preferences up too.
        [preferencesQueryKey, scheduleQueryKey, insightsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
};
