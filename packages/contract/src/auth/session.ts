import { z } from 'zod';
import { apiSuccess } from '../common';

export const ZCreateSessionRequestSchema = z.object({
  code: z.string().min(1, 'code is required').max(200),
});
export type TCreateSessionRequest = z.infer<typeof ZCreateSessionRequestSchema>;

export const ZSessionUserSchema = z.object({ id: z.string(), email: z.string() });
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

/** A short-lived bearer token; the rotating refresh token travels only in an httpOnly cookie. */
export const ZSessionResponseSchema = apiSuccess(
  z.object({
    access_token: z.string(),
    expires_in: z.number().int().positive(),
    user: ZSessionUserSchema,
  }),
);
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;

export const ZSignOutResponseSchema = z.object({ success: z.literal(true) });
