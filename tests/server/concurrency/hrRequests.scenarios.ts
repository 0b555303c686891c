/**
 * The HR requests' write: the answer (a PDF). A new request from the app, answered meanwhile by
 * another HR user; the first answer with the version it read is refused, and with the current one
 * it replaces the answer on purpose.
 */
import type { HrRequest, HrRequestsPage } from '../../../src/contract';
import { simplePdf } from '../../../src/server/db/seed/pdf';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

const pdf = simplePdf(['Resposta', 'Deferido.']).toString('base64');
const answer = (id: string, name: string) => ({ method: 'POST' as const, url: '/api/questoesrh/update', payload: { _id: id, anexo: pdf, anexoNome: name } });

/** The request as HR's list answers it (newest first, so a new one is on the first pages). */
async function listed(t: TestApp, id: string): Promise<HrRequest | undefined> {
  for (let page = 0; page < 50; page++) {
    const { data, pagination } = ok(await t.as('rh', { method: 'GET', url: `/api/questoesrh?limit=100&page=${page}` })).json() as HrRequestsPage;
    const found = data.find((r) => r._id === id);
    if (found || (page + 1) * 100 >= pagination.total) return found;
  }
  return undefined;
}

export const scenarios: Scenario[] = [
  scenario<{ id: string }>({
    endpoint: 'POST /questoesrh/update',
    async read(t, previous) {
      const id = previous?.id ?? (ok(await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: 'horário flexível', corpo: 'Peço horário flexível.' } })).json().data as HrRequest)._id;
      return { version: String((await listed(t, id))?.version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('admin', answer(id, 'primeira.pdf')));
    },
    write: (t, { id }, version) => t.as('rh', { ...answer(id, 'segunda.pdf'), headers: ifMatch(version) }),
    state: (t, { id }) => listed(t, id),
  }),
];
