/**
 * The operations screen's write: the app's minimum version (one setting). Changed meanwhile by
 * another administrator; the first writer's choice with the version it read is refused.
 */
import type { CallAnswer } from '../../../src/contract/api';
import type { API } from '../../../src/contract/api';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

type VersionAnswer = CallAnswer<typeof API.operations.version>;

const read = async (t: TestApp) => ok(await t.as('admin', { method: 'GET', url: '/api/backoffice/version' })).json() as VersionAnswer;
const setMinimum = (version: string) => ({ method: 'POST' as const, url: '/api/backoffice/minversion', payload: { version } });

export const scenarios: Scenario[] = [
  scenario<{ available: string[] }>({
    endpoint: 'POST /backoffice/minversion',
    async read(t) {
      const { available, version } = await read(t);
      return { version: String(version), ctx: { available } };
    },
    async change(t, { available }) {
      ok(await t.as('admin', setMinimum(available[1])));
    },
    write: (t, { available }, version) => t.as('dev', { ...setMinimum(available[2]), headers: ifMatch(version) }),
    state: async (t) => (await read(t)).minimum,
  }),
];
