import { z } from 'zod';

export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['running', 'stopped']),
  linkedin: z.enum(['sandbox', 'live']),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;
