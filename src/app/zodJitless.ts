/**
 * zod as the client imports it (vite.config.ts aliases `zod` here): the same module, in jitless
 * mode. Otherwise zod tries `new Function('')` when it builds an object schema, to see whether it
 * may compile parsers; under the server's CSP (no 'unsafe-eval') that probe is refused and reported
 * as a violation on every screen. This module's body runs before any module that imports `zod`,
 * so before any schema is built; the parsers are the same, interpreted.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
