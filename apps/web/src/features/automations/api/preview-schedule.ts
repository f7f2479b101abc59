import type { TPreferencesInput } from '@cadence/contract/preferences/preferences';
import { ZPreviewScheduleResponseSchema } from '@cadence/contract/preferences/preview-schedule';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/preferences/preview with the preferences being edited (saved or not): the next 8 slots. */
export const previewSchedule = async (body: TPreferencesInput) =>
  (await apiRequest('/api/preferences/preview', { method: 'POST', body, schema: ZPreviewScheduleResponseSchema })).data;

// A mutation, not a query: the member asks for it with the button, for the form as it is then.
export const usePreviewSchedule = () => useMutation({ mutationFn: previewSchedule, retry: false });
