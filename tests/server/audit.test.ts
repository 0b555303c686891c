import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import { auditPageRows } from '../../src/server/repositories/audit';
import { auditAreas, auditList, filterParams, LIST_MESSAGES, type AuditEntry, type AuditPage, type ListFilter } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';
import { planWithoutSeqScans } from './declaredLists';

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
    expect(await newest()).toMatchObject({ user: 'direcao', action: 'consultar', resource: 'abandonment', after: { UO: 3 } });
  });

  it("records a created record's new id (a suggestion, a notification, an HR request: it was null)", async () => {
    const created = async (user: string, url: string, payload: Record<string, unknown>) => {
      const res = await t.as(user, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(201);
      const id = String(res.json().data._id ?? res.json().data.id);
      expect(await newest()).toMatchObject({ user, action: 'criar', route: `POST ${url}`, recordId: id });
    };
    await created('default', '/api/bugs', { mensagem: 'Auditoria: sugestão nova.' });
    const date = new Date(Date.now() + 86_400_000).toISOString();
    await created('admin', '/api/notifications', { titulo: 'Auditoria', mensagem: 'Nova.', date, tipo: 'geral' });
    const [type] = (await t.as('rh', { method: 'GET', url: '/api/questoesrh/type' })).json().data as { _id: string }[];
    await created('default', '/api/questoesrh', { type: type._id, corpo: 'Auditoria: pedido novo.' });
  });

  it('records every download of an HR answer (personal data)', async () => {
    const answered = (await t.as('rh', { method: 'GET', url: '/api/questoesrh?respondidos=true&limit=1&page=0' })).json().data as { _id: string }[];
    expect(answered).toHaveLength(1);
    const res = await t.as('rh', { method: 'GET', url: `/api/questoesrh/${answered[0]._id}/anexo` });
    expect(res.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ user: 'rh', action: 'consultar', resource: 'hrRequests', route: 'GET /api/questoesrh/:id/anexo', recordId: answered[0]._id });
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
    expect((await trail(`?at_gte=${today}&at_lte=${today}`)).pagination.total).toBe(first.pagination.total);
    expect((await trail('?at_lte=2001-01-01')).pagination.total).toBe(0);
    const bad = await t.as('admin', { method: 'GET', url: '/api/admin/audit?at_gte=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Data inválida.');
  });
});

describe('every area that writes entries can be found by the list\'s area filter', () => {
  it('files every audited route under an area the filter offers', () => {
    const offered = new Set(auditAreas().map((area) => area.id));
    expect(t.app.auditAreas.size).toBeGreaterThan(30);
    expect([...t.app.auditAreas].filter(([, area]) => !offered.has(area)).map(([endpoint, area]) => `${endpoint} -> ${area}`)).toEqual([]);
  });

  it("finds the app's suggestion and HR question under their screens' areas, and a saved view under 'vistas' (bugs, questoesrh and vistas were 400)", async () => {
    const sent = (await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Filtrável por área.' } })).json().data._id as string;
    const [type] = (await t.as('rh', { method: 'GET', url: '/api/questoesrh/type' })).json().data as { _id: string }[];
    const asked = (await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: type._id, corpo: 'Filtrável por área.' } })).json().data._id as string;
    const view = await t.as('rh', { method: 'POST', url: '/api/vistas', payload: { name: `Por área ${Date.now()}`, path: '/requestsrh', query: '' } });
    expect(view.statusCode, view.body).toBe(201);
    expect((await trail('?resource=suggestions&limit=100')).data.map((e) => e.recordId)).toContain(sent);
    expect((await trail('?resource=hrRequests&limit=100')).data.map((e) => e.recordId)).toContain(asked);
    expect((await trail('?resource=vistas&limit=100')).data.map((e) => e.recordId)).toContain(String(view.json().data.id));
  });
});

describe('the declared filters and sort (src/contract/lists/audit.ts)', () => {
  const lisbonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(d);

  it('each filter, alone and together, and the sort give the rows a reference computed here gives', async () => {
    await t.as('dev', { method: 'PUT', url: `/api/bugs/${await anySuggestion()}`, payload: { isArquivado: true } });
    const rows = await t.database.db.select().from(auditLog);
    const ids = (entries: { id: string | number }[]) => entries.map((e) => String(e.id)).sort();
    const today = lisbonDay(new Date());
    const cases: [string, (r: (typeof rows)[number]) => boolean][] = [
      ['user=dev', (r) => r.userId === 'dev'],
      ['resource=suggestions', (r) => r.resource === 'suggestions'],
      ['resource=suggestions,webinars', (r) => ['suggestions', 'webinars'].includes(r.resource)],
      ['action=alterar', (r) => r.action === 'alterar'],
      [`at_gte=${today}`, (r) => lisbonDay(r.at) >= today],
      [`at_lte=${today}`, (r) => lisbonDay(r.at) <= today],
      ['at_lte=2001-01-01', () => false],
      [`user=dev&action=alterar&at_gte=${today}&at_lte=${today}`, (r) => r.userId === 'dev' && r.action === 'alterar' && lisbonDay(r.at) === today],
    ];
    for (const [query, keep] of cases) {
      const page = await trail(`?${query}&limit=100`);
      expect(page.pagination.total, query).toBe(rows.filter(keep).length);
      const expected = rows.filter(keep);
      // The whole answer when it fits a page; otherwise a full page, each row one the reference keeps.
      if (expected.length <= 100) expect(ids(page.data), query).toEqual(ids(expected));
      else expect(page.data.length === 100 && page.data.every((e) => ids(expected).includes(e.id)), query).toBe(true);
    }
    const oldest = await trail('?sort=at&order=ASC&limit=5');
    const byTime = [...rows].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    expect(oldest.data.map((e) => e.id)).toEqual(byTime.slice(0, 5).map((r) => String(r.id)));
    const newest = await trail('?sort=at&order=DESC&limit=5');
    expect(newest.data.map((e) => e.id)).toEqual(byTime.reverse().slice(0, 5).map((r) => String(r.id)));
  });

  it('an unknown filter or sort, or a value not declared, is a 400 in Portuguese', async () => {
    const refused: [string, string][] = [
      ['?nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['?sort=user', LIST_MESSAGES.sort],
      ['?sort=at&order=UP', LIST_MESSAGES.order],
      ['?resource=nenhuma', LIST_MESSAGES.choice],
      ['?action=apagar', LIST_MESSAGES.choice],
      ['?at_gte=2026-13-01', LIST_MESSAGES.date],
      [`?user=${'x'.repeat(101)}`, LIST_MESSAGES.tooLong],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('admin', { method: 'GET', url: `/api/admin/audit${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('every declared filter and sort is served by an index: its condition, no sequential scan, no sort', async () => {
    const day = lisbonDay(new Date());
    const values: Record<ListFilter['kind'], (param: string) => string> = { exact: () => 'dev', search: () => 'dev', oneOf: () => 'suggestions', yesNo: () => 'true', dateRange: () => day };
    const column: Record<keyof typeof auditList.filters, string> = { user: auditLog.userId.name, resource: auditLog.resource.name, action: auditLog.action.name, at: auditLog.at.name };
    // With sequential scans priced out the planner may still read a whole unrelated index: a filter
    // must be the index's condition, a sort must need no Sort of its own.
    const queries: [Record<string, unknown>, (plan: string) => boolean][] = [
      ...(Object.entries(auditList.filters) as [keyof typeof auditList.filters, ListFilter][]).map(([key, filter]): [Record<string, unknown>, (plan: string) => boolean] => [
        Object.fromEntries(filterParams(key, filter).map((p) => [p, key === 'action' ? ['alterar'] : key === 'resource' ? ['suggestions'] : values[filter.kind](p)])),
        (plan) => new RegExp(`Index Cond: .*\\b${column[key]}\\b`).test(plan),
      ]),
      ...auditList.sorts.flatMap((field) => (['ASC', 'DESC'] as const).map((order): [Record<string, unknown>, (plan: string) => boolean] => [{ sort: field, order }, (plan) => !/\bSort\b/.test(plan)])),
    ];
    const unserved: string[] = [];
    for (const [query, served] of queries) {
      const plan = await planWithoutSeqScans(t.database.db, auditPageRows(t.database.db, { limit: 25, page: 0, ...query }));
      if (/Seq Scan/.test(plan) || !served(plan)) unserved.push(`${JSON.stringify(query)}\n${plan}`);
    }
    expect(unserved).toEqual([]);
  });
});

let suggestionIds: string[] = [];
async function anySuggestion(): Promise<string> {
  if (suggestionIds.length === 0) suggestionIds = (await t.as('admin', { method: 'GET', url: '/api/bugs?limit=5' })).json().data.map((s: { _id: string }) => s._id);
  return suggestionIds[0];
}

// After the trail's own counts above: these add entries of their own.
describe('a change and its entry, in one transaction', () => {
  it('writes a change and its entry together: an entry the database refuses undoes the change (500), a creation included', async () => {
    const webinar = { topic: 'Auditoria atómica', description: 'Antes', date: '2027-03-11', time: '18:00', link: 'https://campus.exemplo.pt/a' };
    const created = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: webinar });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit entry refused'; END $$`);
    await db.execute(sql.raw(`CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.route IN ('PUT /api/webinares/:id', 'POST /api/bugs')) EXECUTE FUNCTION refuse_audit_entry()`));
    try {
      const entries = await count();
      const changed = await t.as('admin', { method: 'PUT', url: `/api/webinares/${id}`, payload: { ...webinar, description: 'Depois' } });
      expect(changed.statusCode, changed.body).toBe(500);
      const sent = await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Auditoria atómica: nunca guardada.' } });
      expect(sent.statusCode, sent.body).toBe(500);

      const webinars = (await t.as('admin', { method: 'GET', url: '/api/webinares' })).json().data as { _id: string; description: string }[];
      expect(webinars.find((w) => w._id === id)?.description).toBe('Antes');
      const suggestions = (await t.as('admin', { method: 'GET', url: '/api/bugs?limit=100&page=0' })).json().data as { mensagem: string }[];
      expect(suggestions.map((s) => s.mensagem)).not.toContain('Auditoria atómica: nunca guardada.');
      expect(await count()).toBe(entries);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_audit_entry ON audit_log`);
      await db.execute(sql`DROP FUNCTION refuse_audit_entry()`);
    }
  });

  it("reads the state a change replaces locked: concurrent changes of one record each replace another one's state", async () => {
    const webinar = { topic: 'Auditoria concorrente', description: 'v-inicial', date: '2027-03-12', time: '18:00', link: 'https://campus.exemplo.pt/c' };
    const id = (await t.as('admin', { method: 'POST', url: '/api/webinares', payload: webinar })).json().data._id as string;
    const versions = Array.from({ length: 8 }, (_, i) => `v${i}`);
    const answers = await Promise.all(versions.map((description) => t.as('admin', { method: 'PUT', url: `/api/webinares/${id}`, payload: { ...webinar, description } })));
    expect(answers.map((a) => a.statusCode)).toEqual(versions.map(() => 200));
    const changes = (await trail(`?action=alterar&limit=100`)).data.filter((e) => e.recordId === id);
    expect(changes).toHaveLength(versions.length);
    const before = changes.map((e) => (e.before as { description: string }).description);
    const after = changes.map((e) => (e.after as { description: string }).description);
    // A chain: every state was replaced once, the first one and each write's but the last.
    expect(new Set(before).size).toBe(versions.length);
    expect(before).toContain('v-inicial');
    expect(before.filter((d) => d !== 'v-inicial').every((d) => after.includes(d))).toBe(true);
  });
});
