import type { FastifyInstance } from 'fastify';

/** What a request gets once the server has begun to stop (SIGTERM): another process answers it. */
export const STOPPING_MESSAGE = 'O servidor está a reiniciar. Tente novamente dentro de momentos.';

/**
 * Once the server begins to stop, a request that arrives on a connection already open gets a 503 in
 * Portuguese (Fastify's own was English), and every answer closes its connection: a keep-alive
 * connection whose request was in flight when stopping began otherwise stayed open, and held the
 * close until the forced exit (src/server/shutdown.ts).
 */
export function answerWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping) return reply.code(503).header('retry-after', 5).send({ statusCode: 503, message: STOPPING_MESSAGE });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
