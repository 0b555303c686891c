/**
 * Saved views (GET/POST /api/vistas, DELETE /api/vistas/:id; contract/schemas/savedViews.ts): each
 * user's own, of the screens the user may open; a name once per user and screen whatever the case;
 * bad input 400 in Portuguese changing nothing; another user's view is as good as absent (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, SAVED_VIEW_MESSAGES, SAVED_VIEWS_PER_SCREEN } from '../../src/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const list = (username: string, path: string) => t.as(username, { method: 'GET', url: `/api/vistas?path=${encodeURIComponent(path)}` });
const save = (username: string, payload: Record<string, unknown>) => t.as(username, { method: 'POST', url: '/api/vistas', payload });
const remove = (username: string, id: string) => t.as(username, { method: 'DELETE', url: `/api/vistas/${id}` });

describe('saved views', () => {
  it("keeps a user's view of a screen and gives it back to that user only, in the order saved", async () => {
    const query = '?filter=%7B%22name%22%3A%22f%C3%A9rias%22%7D&order=DESC&sort=name';
    const first = await save('rh', { path: '/admin/requestsrh', name: 'Férias', query });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(String), path: '/admin/requestsrh', name: 'Férias', query, sharedWith: 'me', list: null, mine: true, owner: expect.any(String) });
    const second = await save('rh', { path: '/admin/requestsrh', name: 'Tudo', query: '' });
    expect(second.statusCode).toBe(201);

    expect((await list('rh', '/admin/requestsrh')).json().data.map((v: { name: string }) => v.name)).toEqual(['Férias', 'Tudo']);
    // Another user of a role that opens the screen sees none of them.
    expect((await list('admin', '/admin/requestsrh')).json()).toEqual({ data: [] });
    // Another user cannot remove it (as if it did not exist), its owner can.
    expect((await remove('admin', first.json().data.id)).json()).toEqual({ statusCode: 404, message: SAVED_VIEW_MESSAGES.notFound });
    expect((await remove('rh', first.json().data.id)).statusCode).toBe(200);
    expect((await list('rh', '/admin/requestsrh')).json().data.map((v: { name: string }) => v.name)).toEqual(['Tudo']);
    expect((await remove('rh', first.json().data.id)).statusCode).toBe(404);
  });

  it('refuses the same name twice on a screen whatever the case (409), but not on another screen or for another user', async () => {
    expect((await save('admin', { path: '/webinares', name: 'Este mês', query: '' })).statusCode).toBe(201);
    expect((await save('admin', { path: '/webinares', name: 'ESTE MÊS', query: '?x=1' })).json()).toEqual({ statusCode: 409, message: SAVED_VIEW_MESSAGES.duplicate });
    expect((await save('admin', { path: '/feiraemprego', name: 'Este mês', query: '' })).statusCode).toBe(201);
    expect((await save('dev', { path: '/webinares', name: 'Este mês', query: '' })).statusCode).toBe(201);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_SCREEN} views per screen`, async () => {
    for (let i = 0; i < SAVED_VIEWS_PER_SCREEN; i++) expect((await save('gci', { path: '/', name: `Vista ${i}`, query: '' })).statusCode).toBe(201);
    expect((await save('gci', { path: '/', name: 'Mais uma', query: '' })).json()).toEqual({ statusCode: 409, message: SAVED_VIEW_MESSAGES.tooMany });
  });

  it('refuses a screen the role may not open (403) or that does not exist, and bad input, with 400 in Portuguese, changing nothing', async () => {
    expect((await save('tutorias_admin', { path: '/admin/requestsrh', name: 'X', query: '' })).statusCode).toBe(403);
    expect((await list('tutorias_admin', '/admin/requestsrh')).statusCode).toBe(403);
    const refused: [Record<string, unknown>, string][] = [
      [{ path: '/nao-existe', name: 'X', query: '' }, SAVED_VIEW_MESSAGES.path],
      [{ path: 'webinares', name: 'X', query: '' }, SAVED_VIEW_MESSAGES.path],
      [{ path: '/webinares', name: '   ', query: '' }, SAVED_VIEW_MESSAGES.name],
      [{ path: '/webinares', name: 'X\u0000', query: '' }, FIELD_MESSAGES.nul],
      [{ path: '/webinares', name: 'x'.repeat(81), query: '' }, FIELD_MESSAGES.max(80)],
      [{ path: '/webinares', name: 'X', query: 'sem ponto de interrogação' }, SAVED_VIEW_MESSAGES.query],
      [{ path: '/webinares', name: 'X', query: `?${'a'.repeat(2000)}` }, SAVED_VIEW_MESSAGES.query],
      [{ path: '/webinares', name: 'X', query: '?a=1\nb' }, SAVED_VIEW_MESSAGES.query],
    ];
    for (const [payload, message] of refused) {
      const res = await save('admin', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect((await list('admin', '/webinares')).json().data.map((v: { name: string }) => v.name)).toEqual(['Este mês']);
    expect((await remove('admin', 'nao-e-um-id')).statusCode).toBe(404);
  });

  it("without a screen, gives the user's views of every screen the role may open now, by screen (the dashboard's list)", async () => {
    expect((await save('direcao', { path: '/medabandonment', name: 'ESTG', query: '?UO=3' })).statusCode).toBe(201);
    expect((await save('direcao', { path: '/', name: 'Início', query: '' })).statusCode).toBe(201);
    const all = async () => ((await t.as('direcao', { method: 'GET', url: '/api/vistas' })).json().data as { path: string; name: string }[]).map((v) => `${v.path} ${v.name}`);
    expect(await all()).toEqual(['/ Início', '/medabandonment ESTG']);
    // No longer DIRECAO: the abandonment list's view stays kept but is not offered.
    const [user] = await t.database.db.update(users).set({ role: null }).where(eq(users.idUtilizador, 'direcao')).returning({ id: users.idUtilizador });
    expect(user).toBeDefined();
    t.app.tokenCache.forget('direcao');
    expect(await all()).toEqual(['/ Início']);
  });

  it("shares a view with the owner's role as it is now, or with everyone who may open the screen; only the owner removes it", async () => {
    const list = { resource: 'webinars', filter: { archived: false } };
    const forRole = await save('tutorias_admin', { path: '/webinares', name: 'Do role', query: '?sort=date', sharedWith: 'role' });
    const forAll = await save('tutorias_admin', { path: '/webinares', name: 'De todos', query: '', sharedWith: 'all', list });
    expect(forAll.statusCode, forAll.body).toBe(201);
    expect(forAll.json().data).toMatchObject({ sharedWith: 'all', list, mine: true });
    const names = async (username: string) => ((await t.as(username, { method: 'GET', url: '/api/vistas?path=/webinares' })).json().data as { name: string; mine: boolean; owner: string }[]).filter((v) => !v.mine).map((v) => v.name);

    // Everyone who may open the webinars sees the one for all, with who shared it; only TUTORIAS_ADMIN sees the role's.
    expect(await names('tutorias')).toEqual(['De todos']);
    expect(await names('admin')).toEqual(['De todos']);
    const shared = (await t.as('admin', { method: 'GET', url: '/api/vistas?path=/webinares' })).json().data.find((v: { name: string }) => v.name === 'De todos');
    expect(shared).toMatchObject({ mine: false, owner: expect.stringMatching(/\S/) });
    // A user given the owner's role sees the role's view; the owner's role changed, it follows.
    await t.database.db.update(users).set({ role: 'TUTORIAS_ADMIN' }).where(eq(users.idUtilizador, 'tutorias'));
    t.app.tokenCache.forget('tutorias');
    expect(await names('tutorias')).toEqual(['Do role', 'De todos']);
    // Not on a screen the role may not open, even shared with everyone.
    expect((await t.as('rh', { method: 'GET', url: '/api/vistas' })).json().data.map((v: { name: string }) => v.name)).not.toContain('De todos');

    // Only the owner removes a shared view.
    expect((await remove('tutorias', forRole.json().data.id)).statusCode).toBe(404);
    expect((await remove('tutorias_admin', forRole.json().data.id)).statusCode).toBe(200);
    expect(await names('tutorias')).toEqual(['De todos']);

    for (const [payload, message] of [
      [{ sharedWith: 'amigos' }, SAVED_VIEW_MESSAGES.sharedWith],
      [{ list: { resource: 'x y' } }, SAVED_VIEW_MESSAGES.list],
      [{ list: { resource: 'webinars', filter: { a: { deep: true } } } }, SAVED_VIEW_MESSAGES.list],
    ] as const) {
      const res = await save('admin', { path: '/webinares', name: 'Inválida', query: '', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vistas?path=/webinares' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/vistas', payload: { path: '/webinares', name: 'X', query: '' } })).statusCode).toBe(401);
  });
});
