/**
 * The users' write: a role change. A student given a role by one administrator meanwhile; the other's
 * change with the version it read is refused.
 */
import type { UserListItem, UsersPage } from '../../../src/contract';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

/** A page of the users list, as the screen reads it. */
const page = async (t: TestApp, search = '') => ok(await t.as('admin', { method: 'GET', url: `/api/users?limit=100&search=${search}` })).json() as UsersPage;

/** The user and its version as the users list's search answers them. */
async function listed(t: TestApp, id: string): Promise<{ user?: UserListItem; version?: string }> {
  const { data, versions } = await page(t, id);
  return { user: data.find((u) => u.id_utilizador === id), version: versions?.[id] };
}

const give = (id: string, role: string) => ({ method: 'PUT' as const, url: `/api/users/${id}`, payload: { role, role_extra: null } });

export const scenarios: Scenario[] = [
  scenario<{ id: string }>({
    endpoint: 'PUT /users/:id_utilizador',
    async read(t, previous) {
      // A seeded student: no scenario signs in as one.
      const id = previous?.id ?? (await page(t)).data.find((u) => /^a\d+$/.test(u.id_utilizador))!.id_utilizador;
      return { version: String((await listed(t, id)).version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('admin', give(id, 'GCI')));
    },
    write: (t, { id }, version) => t.as('dev', { ...give(id, 'DEFAULT'), headers: ifMatch(version) }),
    state: async (t, { id }) => (await listed(t, id)).user,
  }),
];
