/** The load balancer's probes (docs/deployment.md): liveness and readiness, public. */
import { call, defineArea } from './call';
import { healthResponse, readyResponse } from '../schemas/health';

export const health = defineArea('health', {
  health: call('GET', '/health', { answer: healthResponse }),
  // 503 (notReadyResponse) when this process should get no traffic: src/server/routes/health.ts.
  ready: call('GET', '/ready', { answer: readyResponse }),
});
