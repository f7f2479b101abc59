import { z } from 'zod';

/** Every failed call answers this shape; `error` is written for the person reading it. */
export const ZApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** Wraps a payload in the `{success: true, data}` envelope the spec's client reads. */
export const apiSuccess = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
