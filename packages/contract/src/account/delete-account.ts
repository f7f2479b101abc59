import { z } from 'zod';
import { apiSuccess } from '../common';

/**
 * DELETE /api/account: the member types their email to confirm. Their sessions end, their LinkedIn
 * token is revoked at LinkedIn, every queued job of theirs is cancelled and every row of theirs is
 * deleted in one transaction. A mismatched email answers 400 with a sentence and changes nothing.
 */
export const ZDeleteAccountRequestSchema = z.object({ confirm_email: z.string().max(320) });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;

export const ZDeleteAccountResponseSchema = apiSuccess(z.object({ deleted: z.literal(true) }));
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;

export const DELETE_ACCOUNT_EMAIL_MISMATCH = 'The email you typed does not match your account’s email, so nothing was deleted.';
