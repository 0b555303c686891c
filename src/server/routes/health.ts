import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notReadyResponse, READINESS_MESSAGES } from '../../contract';
import { API } from '../../contract/api';
import { routeOf } from './route';

/** How long readiness waits for the database's `select 1` before saying this process is not ready. */
export const READY_TIMEOUT_MS = 2000;

/**
 * The load balancer's probes (docs/deployment.md), public, never rate limited or audited, logged only
 * when something is wrong (a probe every few seconds would bury the log):
 * - GET /health, liveness: the process answers. The database is not asked, so a database outage
 *   does not get every process restarted.
 * - GET /ready, readiness: 200 when the database answers `select 1` within READY_TIMEOUT_MS, 503
 *   otherwise and while the server is stopping (a probe in flight when SIGTERM arrives). Requests
 *   that arrive once stopping has begun never reach a handler: the listening socket is closed (new
 *   connections are refused) and src/server/stopping.ts answers 503 on connections already open.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.route({ ...routeOf(API.health.health), logLevel: 'warn', handler: async () => ({ status: 'ok' as const }) });

  const ready = routeOf(API.health.ready);
  app.route({
    ...ready,
    schema: { ...ready.schema, response: { ...ready.schema.response, 503: notReadyResponse } },
    logLevel: 'warn',
    handler: async (request, reply) => {
      const notReady = (message: string) => reply.code(503).header('retry-after', 5).send({ statusCode: 503 as const, status: 'unavailable' as const, message });
      if (stopping) return notReady(READINESS_MESSAGES.stopping);
      let timer: NodeJS.Timeout | undefined;
      let answered = true;
      try {
        await Promise.race([
          request.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`select 1 took over ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        answered = false;
        if (!stopping) request.log.warn({ err }, 'readiness: the database did not answer');
      } finally {
        clearTimeout(timer);
      }
      // Stopping began while the database was asked: that is the answer, whatever the database said.
      if (stopping) return notReady(READINESS_MESSAGES.stopping);
      return answered ? { status: 'ready' as const } : notReady(READINESS_MESSAGES.database);
    },
  });
};

export default healthRoutes;
