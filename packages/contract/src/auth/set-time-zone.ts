import { z } from 'zod';
import { apiSuccess } from '../common';
import { isValidTimeZone } from '../time/zoned-time';

export const ZTimeZoneSchema = z
  .string()
  .min(1, 'time_zone is required')
  .max(64, 'time_zone must be an IANA time zone such as Europe/Paris')
  .refine(isValidTimeZone, 'time_zone must be an IANA time zone such as Europe/Paris');

/** PUT /api/auth/time-zone: the browser sends its IANA zone; the profile keeps it (issue 9). */
export const ZSetTimeZoneRequestSchema = z.object({ time_zone: ZTimeZoneSchema });
export type TSetTimeZoneRequest = z.infer<typeof ZSetTimeZoneRequestSchema>;

export const ZSetTimeZoneResponseSchema = apiSuccess(z.object({ time_zone: z.string() }));
export type TSetTimeZoneResponse = z.infer<typeof ZSetTimeZoneResponseSchema>;
