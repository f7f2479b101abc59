import { z } from 'zod';

/**
 * The message the sign-in popup posts to the window that opened it. The spec's shape
 * ({type, email, linkedinId | error}) plus the one-time `code` the opener exchanges for a session.
 */
export const ZPopupMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LINKEDIN_AUTH_SUCCESS'),
    email: z.string(),
    linkedinId: z.string(),
    code: z.string(),
  }),
  z.object({ type: z.literal('LINKEDIN_AUTH_ERROR'), error: z.string() }),
]);
export type TPopupMessage = z.infer<typeof ZPopupMessageSchema>;

/** Query parameters of /auth/callback, as the server's OAuth callback writes them. */
export const ZAuthCallbackParamsSchema = z.object({
  success: z.string().optional(),
  /** A code of sign-in-error.ts; the page shows its own text for it. */
  error: z.string().optional(),
  email: z.string().optional(),
  linkedin_id: z.string().optional(),
  code: z.string().optional(),
});
export type TAuthCallbackParams = z.infer<typeof ZAuthCallbackParamsSchema>;
