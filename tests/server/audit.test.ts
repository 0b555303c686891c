import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import type { AuditEntry, AuditPage } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const trail = async (query = '') => {
  const res = await t.as('admin', { method: 'GET', url: `/api/admin/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};
const newest = async () => (await trail('?limit=1')).data[0] as AuditEntry | undefined;
const count = () => t.database.db.$count(auditLog);

describe('the audit trail', () => {
  it('records a role change: who, when, where, which record, before and after', async () => {
    const res = await t.as('admin', { method: 'PUT', url: '/api/users/gci', payload: { role: 'RH', role_extra: null } });
    expect(res.statusCode).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      user: 'admin',
      role: 'ADMIN',
      action: 'alterar',
      resource: 'users',
      route: 'PUT /api/users/:id_utilizador',
      recordId: 'gci',
      before: { role: 'GCI', role_extra: null },
      after: { role: 'RH', role_extra: null },
      ip: '127.0.0.1',
    });
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000);
    await t.as('admin', { method: 'PUT', url: '/api/users/gci', payload: { role: 'GCI', role_extra: null } });
  });

  it('records creating, changing and removing a declared record, with its state', async () => {
    const body = { topic: 'Auditoria de teste', description: 'Primeira', date: '2027-03-10', time: '18:00', link: 'https://campus.exemplo.pt/w' };
    const res = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(await newest()).toMatchObject({ action: 'criar', resource: 'webinars', recordId: created._id, after: { topic: 'Auditoria de teste' } });
    await t.as('admin', { method: 'PUT', url: `/api/webinares/${created._id}`, payload: { ...body, description: 'Segunda' } });
    expect(await newest()).toMatchObject({ action: 'alterar', recordId: created._id, before: { description: 'Primeira' }, after: { description: 'Segunda' } });
    await t.as('admin', { method: 'DELETE', url: `/api/webinares/${created._id}` });
    expect(await newest()).toMatchObject({ action: 'remover', recordId: created._id, before: { description: 'Segunda' }, after: null });
  });

  it('records every read of the medical-abandonment list (health data)', async () => {
    const res = await t.as('direcao', { method: 'GET', url: '/api/users/medabandono?UO=3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({ user: 'direcao', action: 'consultar', resource: 'medicalAbandonment', after: { UO: 3 } });
  });

  it('records nothing for a refused change, a read by POST, a sign-in or a list', async () => {
    const before = await count();
    expect((await t.as('admin', { method: 'PUT', url: '/api/users/admin', payload: { role: 'GCI', role_extra: null } })).statusCode).toBe(409);
    expect((await t.as('gci', { method: 'PUT', url: '/api/users/rh', payload: { role: 'GCI', role_extra: null } })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'PUT', url: '/api/users/rh', payload: { role: 'NINGUEM' } })).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang: 'pt' } })).statusCode).toBe(200);
    await t.login('rh');
    await t.as('admin', { method: 'GET', url: '/api/users' });
    expect(await count()).toBe(before);
  });

  it('lists newest first, 25 a page with the total, filtered by user, area and Lisbon days', async () => {
    for (let i = 0; i < 26; i++) await t.as('dev', { method: 'PUT', url: `/api/bugs/${await anySuggestion()}`, payload: { isArquivado: i % 2 === 0 } });
    const first = await trail();
    expect(first.pagination).toMatchObject({ count: 25, limit: 25, page: 0 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(30);
    const times = first.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const byDev = await trail('?user=dev&limit=100');
    expect(byDev.data.length).toBe(26);
    expect(byDev.data.every((e) => e.user === 'dev' && e.resource === 'suggestions')).toBe(true);
    expect(byDev.data[0]).toMatchObject({ before: { isArquivado: expect.any(Boolean) }, after: { isArquivado: expect.any(Boolean) } });
    expect((await trail('?resource=webinars')).pagination.total).toBe(3);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
    expect((await trail(`?from=${today}&to=${today}`)).pagination.total).toBe(first.pagination.total);
    expect((await trail('?to=2001-01-01')).pagination.total).toBe(0);
    const bad = await t.as('admin', { method: 'GET', url: '/api/admin/audit?from=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Data inválida.');
  });
});

let suggestionIds: string[] = [];
async function anySuggestion(): Promise<string> {
  if (suggestionIds.length === 0) suggestionIds = (await t.as('admin', { method: 'GET', url: '/api/bugs?limit=5' })).json().data.map((s: { _id: string }) => s._id);
  return suggestionIds[0];
}
