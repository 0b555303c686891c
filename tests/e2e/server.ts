import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the server the end-to-end tests start (scripts/e2e-server.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);

/** Where that server writes its log (JSON lines), for the test that reads it last (logs.spec.ts). */
export const E2E_LOG = process.env.E2E_LOG ?? join(tmpdir(), `backoffice-e2e-${E2E_PORT}.log`);
