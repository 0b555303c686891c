/**
 * The suggestions inbox's write: archiving. A new suggestion from the app, archived meanwhile by
 * another administrator; the first writer's change with the version it read is refused.
 */
import type { Suggestion, SuggestionsPage } from '../../../src/contract';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

/** The suggestion and its version as the inbox answers them (newest first: a new one is on the first page). */
async function listed(t: TestApp, id: string): Promise<{ suggestion?: Suggestion; version?: string }> {
  const { data, versions } = ok(await t.as('admin', { method: 'GET', url: '/api/bugs?limit=100' })).json() as SuggestionsPage;
  return { suggestion: data.find((s) => s._id === id), version: versions?.[id] };
}

const archive = (id: string, isArquivado: boolean) => ({ method: 'PUT' as const, url: `/api/bugs/${id}`, payload: { isArquivado } });

export const scenarios: Scenario[] = [
  scenario<{ id: string }>({
    endpoint: 'PUT /bugs/:id',
    async read(t, previous) {
      const id = previous?.id ?? (ok(await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'O horário não abre.' } })).json().data as Suggestion)._id;
      return { version: String((await listed(t, id)).version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('admin', archive(id, true)));
    },
    write: (t, { id }, version) => t.as('dev', { ...archive(id, false), headers: ifMatch(version) }),
    state: async (t, { id }) => (await listed(t, id)).suggestion,
  }),
];
