import { z } from 'zod';

/** Every error the API answers with: a Portuguese message, and per-field messages for 400. */
export const apiError = z.object({
  statusCode: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const okMessage = z.object({ status: z.boolean(), mensagem: z.string() });
