import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';

// A declared record's history ('Histórico'): its audit entries, newest first, to whoever may read
// the record, and only to them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const webinar = { topic: 'Histórico de um webinar', date: '2027-06-02', time: '18:00', description: 'Primeira', link: 'https://videoconf.campus.exemplo.pt/historico' };

describe('GET /api/webinares/:id/historico', () => {
  it('lists the creation and each change, newest first, with who, the action and both states', async () => {
    const created = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: webinar });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect((await t.as('tutorias_admin', { method: 'PUT', url: `/api/webinares/${id}`, payload: { ...webinar, description: 'Segunda' } })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'PUT', url: `/api/webinares/${id}`, payload: { ...webinar, description: 'Terceira' }, headers: { 'if-match': '*' } })).statusCode).toBe(200);

    const res = await t.as('tutorias', { method: 'GET', url: `/api/webinares/${id}/historico` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as AuditEntry[];
    expect(entries.map((e) => [e.user, e.action])).toEqual([
      ['admin', 'sobrepor'],
      ['tutorias_admin', 'alterar'],
      ['admin', 'criar'],
    ]);
    expect(entries[1]).toMatchObject({ recordId: id, resource: 'webinars', before: { description: 'Primeira' }, after: { description: 'Segunda' } });
  });

  it('answers 404 for a record that is not there, and 403 to a role that may not read the webinars', async () => {
    expect((await t.as('admin', { method: 'GET', url: '/api/webinares/00000000-0000-4000-8000-000000000000/historico' })).statusCode).toBe(404);
    const created = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: { ...webinar, topic: 'Histórico fechado' } });
    expect((await t.as('rh', { method: 'GET', url: `/api/webinares/${created.json().data._id}/historico` })).statusCode).toBe(403);
  });
});
