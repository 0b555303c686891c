import { z } from 'zod';

/** Every error the API answers with: a Portuguese message, and per-field messages for 400. */
export const apiError = z.object({
  statusCode: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * A record's id in a path (`:id`): a UUID. Other text names no record, so the server answers it as
 * it answers a UUID of no record: 404 with `notFound` (src/server/errors.ts).
 */
export const recordId = (notFound: string) => z.uuid({ error: notFound });

export const okMessage = z.object({ status: z.boolean(), mensagem: z.string() });
