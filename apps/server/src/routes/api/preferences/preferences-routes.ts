import {
  ZActivateAutomationRequestSchema,
  ZActivateAutomationResponseSchema,
} from '@cadence/contract/preferences/activate-automation';
import { ZGetPreferencesResponseSchema, ZSavePreferencesResponseSchema } from '@cadence/contract/preferences/get-preferences';
import { PREFERENCE_TEMPLATES, ZPreferenceTemplatesResponseSchema } from '@cadence/contract/preferences/preference-templates';
import { ZPreferencesInputSchema } from '@cadence/contract/preferences/preferences';
import { ZPreviewScheduleResponseSchema } from '@cadence/contract/preferences/preview-schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPreferences } from '../../../automation/get-preferences';
import { previewSchedule } from '../../../automation/preview-schedule';
import { savePreferences, setAutomationActive } from '../../../automation/save-preferences';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';

// Saving re-plans a week of slots in one transaction: a runaway client stops here first.
const writeRateLimit = { max: 60, timeWindow: '1 minute' };

/** Spec §7's /api/preferences/* rows (issue 11). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/',
    { onRequest: app.authenticate, schema: { response: { 200: ZGetPreferencesResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await getPreferences(deps, caller(request).userId)),
    }),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: { body: ZPreferencesInputSchema, response: { 200: ZSavePreferencesResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => {
      const saved = await savePreferences(deps, caller(request).userId, request.body);
      return {
        success: true as const,
        message: 'Preferences saved successfully!',
        preferences: saved.preferences,
        data: { planned_slots: saved.plannedSlots },
      };
    },
  );

  // No token (spec §7): the templates are the same for everyone.
  app.get('/templates', { schema: { response: { 200: ZPreferenceTemplatesResponseSchema } } }, async () => ({
    success: true as const,
    templates: PREFERENCE_TEMPLATES,
  }));

  app.post(
    '/preview',
    { onRequest: app.authenticate, schema: { body: ZPreferencesInputSchema, response: { 200: ZPreviewScheduleResponseSchema } } },
    async (request) => ({ success: true as const, data: await previewSchedule(deps, caller(request).userId, request.body) }),
  );

  app.post(
    '/activate',
    {
      onRequest: app.authenticate,
      schema: { body: ZActivateAutomationRequestSchema, response: { 200: ZActivateAutomationResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => {
      const result = await setAutomationActive(deps, caller(request).userId, request.body.is_active);
      return {
        success: true as const,
        message: result.isActive ? 'Automation activated!' : 'Automation paused',
        data: { is_active: result.isActive, planned_slots: result.plannedSlots },
      };
    },
  );
};
