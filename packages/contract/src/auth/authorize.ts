import { z } from 'zod';

export const ZAuthorizeQuerySchema = z.object({
  frontend_url: z.url({ message: 'frontend_url must be an absolute http(s) URL' }),
});
export type TAuthorizeQuery = z.infer<typeof ZAuthorizeQuerySchema>;

/** What LinkedIn (or the sandbox) sends back to our callback. */
export const ZLinkedInCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type TLinkedInCallbackQuery = z.infer<typeof ZLinkedInCallbackQuerySchema>;
