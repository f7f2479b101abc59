import { z } from 'zod';
import { userText } from '../text/user-text';

export const ZAuthorizeQuerySchema = z.object({
  frontend_url: z.url({ message: 'frontend_url must be an absolute http(s) URL' }),
});
export type TAuthorizeQuery = z.infer<typeof ZAuthorizeQuerySchema>;

/** What LinkedIn (or the sandbox) sends back to our callback. */
export const ZLinkedInCallbackQuerySchema = z.object({
  // Anyone can call this URL: the same text rule as everywhere, so a NUL never reaches the database.
  state: userText({ field: 'state', max: 200 }).optional(),
  code: userText({ field: 'code', max: 2000 }).optional(),
  error: userText({ field: 'error', max: 200 }).optional(),
  error_description: userText({ field: 'error_description', max: 1000 }).optional(),
});
export type TLinkedInCallbackQuery = z.infer<typeof ZLinkedInCallbackQuerySchema>;
