import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract';
import { simplePdf } from '../../src/server/db/seed/pdf';
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

// The same history for the records of the areas that are not declared: a user's role, a notification, an HR request.
const ofEntries = (res: { json(): unknown }) => ((res.json() as { data: AuditEntry[] }).data).map((e) => [e.user, e.action]);

describe('GET /api/users/:id_utilizador/historico', () => {
  it("lists each change of the user's role, newest first, with both states, to the administrators only", async () => {
    expect((await t.as('admin', { method: 'PUT', url: '/api/users/presidencia', payload: { role: 'DIRECAO', role_extra: ['ESA'] } })).statusCode).toBe(200);
    expect((await t.as('dev', { method: 'PUT', url: '/api/users/presidencia', payload: { role: 'PRESIDENCIA', role_extra: null }, headers: { 'if-match': '*' } })).statusCode).toBe(200);
    const res = await t.as('admin', { method: 'GET', url: '/api/users/presidencia/historico' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ofEntries(res)).toEqual([
      ['dev', 'sobrepor'],
      ['admin', 'alterar'],
    ]);
    expect(res.json().data[1]).toMatchObject({ recordId: 'presidencia', resource: 'users', before: { role: 'PRESIDENCIA' }, after: { role: 'DIRECAO', role_extra: ['ESA'] } });
    expect((await t.as('admin', { method: 'GET', url: '/api/users/ninguem-assim/historico' })).statusCode).toBe(404);
    expect((await t.as('rh', { method: 'GET', url: '/api/users/presidencia/historico' })).statusCode).toBe(403);
  });
});

describe('GET /api/notifications/:_id/historico', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const notification = { titulo: 'Histórico', mensagem: 'Primeira versão.', url: '', tipo: 'geral', extra: '' };

  it('lists its scheduling and each edit to its author and the administrators; 403 to another author, 404 for none', async () => {
    const created = await t.as('gci', { method: 'POST', url: '/api/notifications', payload: { ...notification, date: inAnHour() } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const edited = await t.as('admin', { method: 'PUT', url: `/api/notifications/${id}`, payload: { ...notification, mensagem: 'Segunda versão.', date: inAnHour() } });
    expect(edited.statusCode, edited.body).toBe(200);

    for (const user of ['gci', 'admin']) {
      const res = await t.as(user, { method: 'GET', url: `/api/notifications/${id}/historico` });
      expect(res.statusCode, res.body).toBe(200);
      expect(ofEntries(res)).toEqual([
        ['admin', 'alterar'],
        ['gci', 'criar'],
      ]);
      expect(res.json().data[0]).toMatchObject({ recordId: id, before: { mensagem: 'Primeira versão.' }, after: { mensagem: 'Segunda versão.' } });
    }
    expect((await t.as('presidencia', { method: 'GET', url: `/api/notifications/${id}/historico` })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: '/api/notifications/00000000-0000-4000-8000-000000000000/historico' })).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: '/api/notifications/nao-e-um-id/historico' })).statusCode).toBe(404);
  });
});

describe('GET /api/questoesrh/:id/historico', () => {
  it("lists the request as the app sent it, its answer and each download of the answer, to HR staff", async () => {
    const sent = await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: 'horário flexível', corpo: 'Histórico de um pedido.' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data._id as string;
    const anexo = simplePdf(['Resposta', 'Deferido.']).toString('base64');
    expect((await t.as('rh', { method: 'POST', url: '/api/questoesrh/update', payload: { _id: id, anexo, anexoNome: 'resposta.pdf' } })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: `/api/questoesrh/${id}/anexo` })).statusCode).toBe(200);

    const res = await t.as('rh', { method: 'GET', url: `/api/questoesrh/${id}/historico` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ofEntries(res)).toEqual([
      ['admin', 'consultar'],
      ['rh', 'alterar'],
      ['default', 'criar'],
    ]);
    expect(res.json().data[1]).toMatchObject({ recordId: id, before: { anexoNome: null }, after: { anexoNome: 'resposta.pdf' } });
    expect((await t.as('gci', { method: 'GET', url: `/api/questoesrh/${id}/historico` })).statusCode).toBe(403);
    expect((await t.as('rh', { method: 'GET', url: '/api/questoesrh/00000000-0000-4000-8000-000000000000/historico' })).statusCode).toBe(404);
  });
});
