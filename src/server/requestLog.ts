import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: `req` (method, url, remoteAddress),
 * `res.statusCode` and `responseTime` (docs/deployment.md). Fastify's own request logging writes two
 * ("incoming request", then "request completed" without the request), and a line costs the server
 * more than checking a token (docs/performance.md, goal 5). A route's `logLevel` still applies: the
 * probes log only what goes wrong.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
