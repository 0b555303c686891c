/** The operations area: the app's minimum version and the purge of sessions (spec section 2 "Operations screen"). */
import { call, defineArea } from './call';
import { minVersionBody, minVersionResponse, purgeResponse, versionResponse } from '../schemas/operations';

export const operations = defineArea('operations', {
  version: call('GET', '/backoffice/version', { answer: versionResponse }),
  minVersion: call('POST', '/backoffice/minversion', { body: minVersionBody, answer: minVersionResponse, versioned: true }),
  // A GET because the spec's client calls it so; it ends every session but the caller's.
  purge: call('GET', '/backoffice/purge', { answer: purgeResponse, audited: 'remover' }),
});
