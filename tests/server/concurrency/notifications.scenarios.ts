/** The notifications' writes: edit and cancel a pending notification (GCI's, changed meanwhile by an administrator). */
import type { NotificationView } from '../../../src/contract';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

let counter = 0;
const edit = () => ({ titulo: `Aviso ${++counter}`, mensagem: 'Uma mensagem de teste.', url: '', date: new Date(Date.now() + 3_600_000).toISOString() });

/** The notification as its author's list answers it. */
async function listed(t: TestApp, id: string): Promise<NotificationView | undefined> {
  return (ok(await t.as('gci', { method: 'GET', url: '/api/notifications' })).json().data as NotificationView[]).find((n) => n._id === id);
}

const notificationScenario = (endpoint: string, write: (t: TestApp, id: string, version: string) => ReturnType<TestApp['as']>): Scenario =>
  scenario<{ id: string }>({
    endpoint,
    async read(t, previous) {
      const id = previous?.id ?? (ok(await t.as('gci', { method: 'POST', url: '/api/notifications', payload: { ...edit(), tipo: 'geral', extra: '' } })).json().data as NotificationView)._id;
      return { version: String((await listed(t, id))?.version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('admin', { method: 'PUT', url: `/api/notifications/${id}`, payload: edit() }));
    },
    write: (t, { id }, version) => write(t, id, version),
    state: (t, { id }) => listed(t, id),
  });

export const scenarios: Scenario[] = [
  notificationScenario('PUT /notifications/:_id', (t, id, version) => t.as('gci', { method: 'PUT', url: `/api/notifications/${id}`, payload: edit(), headers: ifMatch(version) })),
  notificationScenario('DELETE /notifications/:_id', (t, id, version) => t.as('gci', { method: 'DELETE', url: `/api/notifications/${id}`, headers: ifMatch(version) })),
];
