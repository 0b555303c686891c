/** The writes of every declared resource (update, delete, toggles, files), generated from the declarations. */
import { declaredCalls, DECLARED_RESOURCES, endpointKeyOf, type AnyResource, type DeclaredCall, type VerbAccess } from '../../../src/contract';
import { callOf, sampleBody, validRequest } from '../declared';
import type { TestApp } from '../helper';
import { DEMO_USERS } from '../spec-access';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

/** A demo account whose role the access lets make the call (admin when it may: a demo account is named after its role). */
function actorFor(access: VerbAccess): string {
  const actor = access.roles.includes('ADMIN') ? 'admin' : DEMO_USERS.find((user) => access.roles.some((role) => role === user.toUpperCase()));
  if (!actor) throw new Error(`no demo account has a role of ${access.roles.join(', ')}`);
  return actor;
}

let counter = 0;
const token = () => `v${Date.now().toString(36)}${++counter}`;

/** The record as its list answers it (paged through when paginated). */
async function listed(t: TestApp, resource: AnyResource, id: string): Promise<Record<string, unknown> | undefined> {
  for (let page = 0; page < 50; page++) {
    // Only a paginated list takes limit and page (any other parameter is an unknown filter: 400).
    const query = resource.api.list.wrap === 'paginated' ? { limit: '100', page: String(page) } : undefined;
    const res = ok(await t.as(actorFor(resource.access.list), { ...callOf(resource.api.list), query }));
    const { data, pagination } = res.json() as { data: Record<string, unknown>[]; pagination?: { total: number } };
    const found = data.find((r) => String(r[resource.idField]) === id);
    if (found || !pagination || (page + 1) * 100 >= pagination.total) return found;
  }
  return undefined;
}

/** The writes of one record (all but list, create and downloads). */
const writesOf = (resource: AnyResource) =>
  declaredCalls(resource).filter(({ name }) => name === 'update' || name === 'delete' || name.startsWith('toggle:') || name.startsWith('upload:'));

function scenarioOf(resource: AnyResource, declared: DeclaredCall): Scenario {
  // Another person's change: an edit, or the first other write that is no delete.
  const change = writesOf(resource).find(({ name }) => name !== 'delete')!;
  return scenario<{ id: string }>({
    endpoint: endpointKeyOf(declared.call),
    async read(t, previous) {
      const id = previous?.id ?? String(ok(await t.as(actorFor(resource.access.create), callOf(resource.api.create, { payload: sampleBody(resource, token()) }))).json().data[resource.idField]);
      const record = await listed(t, resource, id);
      return { version: String(record?.version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as(actorFor(change.access), validRequest(resource, change, id, token())));
    },
    async write(t, { id }, version) {
      const request = validRequest(resource, declared, id, token());
      return t.as(actorFor(declared.access), { ...request, headers: { ...request.headers, ...ifMatch(version) } });
    },
    state: (t, { id }) => listed(t, resource, id),
  });
}

export const scenarios: Scenario[] = DECLARED_RESOURCES.flatMap((resource) => writesOf(resource).map((declared) => scenarioOf(resource, declared)));
