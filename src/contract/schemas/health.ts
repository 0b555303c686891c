import { z } from 'zod';

/** GET /health (liveness): the process answers; the database is not asked. */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /ready (readiness): 200 when the database answered `select 1` in time. */
export const readyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;

/** GET /ready when this process should get no traffic: database unreachable or slow, or stopping. */
export const notReadyResponse = z.object({ statusCode: z.literal(503), status: z.literal('unavailable'), message: z.string() });
export type NotReadyResponse = z.infer<typeof notReadyResponse>;

export const READINESS_MESSAGES = {
  database: 'Base de dados indisponível: este processo não deve receber pedidos.',
  stopping: 'O servidor está a terminar: este processo não deve receber pedidos.',
} as const;
