/** The floor plans' writes: edit (multipart) and remove a floor of DIRECAO's school, renamed meanwhile by another DIRECAO session. */
import type { Floor, FloorsBySchool } from '../../../src/contract';
import type { TestApp } from '../helper';
import { multipart } from '../multipart';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

let counter = 0;
const rename = () => multipart({ name: `Piso concorrente ${Date.now().toString(36)}${++counter}`, visible: 'true' });

/** The floor as DIRECAO's screen lists it. */
async function listed(t: TestApp, id: string): Promise<Floor | undefined> {
  const { data } = ok(await t.as('direcao', { method: 'GET', url: '/api/blueprints/backoffice' })).json() as FloorsBySchool;
  return Object.values(data).flat().find((f) => f.id === id);
}

const floorScenario = (endpoint: string, write: (t: TestApp, id: string, version: string) => ReturnType<TestApp['as']>): Scenario =>
  scenario<{ id: string }>({
    endpoint,
    async read(t, previous) {
      const id = previous?.id ?? (ok(await t.as('direcao', { method: 'POST', url: '/api/blueprints', payload: { school: 'ESCE', name: `Piso novo ${++counter}`, visible: false } })).json().data as Floor).id;
      return { version: String((await listed(t, id))?.version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('direcao', { method: 'PUT', url: `/api/blueprints/${id}`, ...rename() }));
    },
    write: (t, { id }, version) => write(t, id, version),
    state: (t, { id }) => listed(t, id),
  });

export const scenarios: Scenario[] = [
  floorScenario('PUT /blueprints/:id', (t, id, version) => {
    const body = rename();
    return t.as('direcao', { method: 'PUT', url: `/api/blueprints/${id}`, payload: body.payload, headers: { ...body.headers, ...ifMatch(version) } });
  }),
  floorScenario('DELETE /blueprints/:id', (t, id, version) => t.as('direcao', { method: 'DELETE', url: `/api/blueprints/${id}`, headers: ifMatch(version) })),
];
