import { z } from 'zod';
import { apiSuccess } from '../common';

export const ZLinkedInConnectionSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  account_avatar_url: z.string().nullable(),
  platform: z.literal('linkedin'),
  is_active: z.boolean(),
  /** ISO time the LinkedIn token stops working (LinkedIn grants 60 days, no refresh token). */
  expires_at: z.string(),
});
export type TLinkedInConnection = z.infer<typeof ZLinkedInConnectionSchema>;

/** Name and picture as LinkedIn's userinfo gave them at sign-in. */
export const ZLinkedInProfileSchema = z.object({
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type TLinkedInProfile = z.infer<typeof ZLinkedInProfileSchema>;

export const ZProfileResponseSchema = apiSuccess(
  z.object({
    user: z.object({ id: z.string(), email: z.string() }),
    connections: z.array(ZLinkedInConnectionSchema),
    linkedin_profile: ZLinkedInProfileSchema.nullable(),
    /** True when LinkedIn is the built-in sandbox, so the UI can say so plainly. */
    linkedin_sandbox: z.boolean(),
    /** The member's IANA zone (the browser sends it); every date shown is in it. */
    time_zone: z.string(),
  }),
);
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;
