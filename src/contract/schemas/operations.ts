import { z } from 'zod';
import { okMessage } from './common';
import { recordVersion } from './version';

/** Versions of the mobile app: those released (newest first) and the minimum the app must have. */
export const versionInfo = z.object({ available: z.array(z.string()), minimum: z.string().nullable() });
export type VersionInfo = z.infer<typeof versionInfo>;

/**
 * GET /backoffice/version answers `available` and `minimum` at the top level and, the same, under
 * `data`; `version` is the version of the setting (the minimum), which POST /backoffice/minversion
 * sends back.
 */
export const versionResponse = versionInfo.extend({ data: versionInfo, version: recordVersion });

export const minVersionBody = z.object({
  version: z.string({ error: 'Escolha uma versão.' }).trim().min(1, 'Escolha uma versão.').max(20, 'Versão inválida.'),
});
export type MinVersionBody = z.infer<typeof minVersionBody>;

export const minVersionResponse = versionResponse.extend({ status: z.boolean(), mensagem: z.string() });

/** GET /backoffice/purge: every session but the caller's is ended; `revoked` says how many. */
export const purgeResponse = okMessage.extend({ revoked: z.number().int() });
export type PurgeResponse = z.infer<typeof purgeResponse>;
