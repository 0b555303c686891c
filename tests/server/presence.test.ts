/**
 * Who else has a record open (PUT /api/presenca/:resource, contract/schemas/presence.ts): a tab's
 * notes are replaced by what it shows; it is told who else (another user, fresh) shows each record;
 * leaving, or a note not renewed in time, removes someone; the HR screen's roles only; bad input 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PRESENCE_MAX_RECORDS, PRESENCE_MESSAGES, PRESENCE_TTL_MS } from '../../src/contract';
import { hrRequests, presence, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let requests: string[];
beforeAll(async () => {
  t = await buildTestApp();
  requests = (await t.database.db.select({ id: hrRequests.id }).from(hrRequests).limit(3)).map((r) => r.id);
}, 180_000);
afterAll(() => t.close());

const note = (username: string, tab: string, ids: readonly string[]) => t.as(username, { method: 'PUT', url: '/api/presenca/hrRequests', payload: { tab, ids } });
const nameOf = async (id: string) => (await t.database.db.select({ nome: users.nome }).from(users).where(eq(users.idUtilizador, id)))[0].nome;

describe('PUT /api/presenca/hrRequests', () => {
  it('tells each user who else has the records it shows open, and forgets someone who left', async () => {
    const [a, b, c] = requests;
    const alone = await note('rh', 'rh-tab-1', [a, b]);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toEqual({ data: [] });

    const admin = await note('admin', 'admin-tab-1', [b, c]);
    expect(admin.json()).toEqual({ data: [{ id: b, others: [{ id_utilizador: 'rh', nome: await nameOf('rh') }] }] });
    const rh = await note('rh', 'rh-tab-1', [a, b]);
    expect(rh.json()).toEqual({ data: [{ id: b, others: [{ id_utilizador: 'admin', nome: await nameOf('admin') }] }] });

    // The same user in a second tab is not "someone else".
    expect((await note('rh', 'rh-tab-2', [c])).json()).toEqual({ data: [{ id: c, others: [{ id_utilizador: 'admin', nome: await nameOf('admin') }] }] });

    // The admin scrolls on (its notes are replaced), then leaves.
    expect((await note('admin', 'admin-tab-1', [c])).statusCode).toBe(200);
    expect((await note('rh', 'rh-tab-1', [a, b])).json()).toEqual({ data: [] });
    expect((await note('admin', 'admin-tab-1', [])).json()).toEqual({ data: [] });
    expect((await note('rh', 'rh-tab-2', [c])).json()).toEqual({ data: [] });
    await Promise.all([note('rh', 'rh-tab-1', []), note('rh', 'rh-tab-2', [])]);
  });

  it('a note not renewed in time no longer counts, and is removed', async () => {
    const [a] = requests;
    await note('admin', 'admin-tab-stale', [a]);
    await t.database.db.update(presence).set({ seenAt: sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000 + 1})` }).where(eq(presence.tab, 'admin-tab-stale'));
    expect((await note('rh', 'rh-tab-stale', [a])).json()).toEqual({ data: [] });
    expect(await t.database.db.select().from(presence).where(eq(presence.tab, 'admin-tab-stale'))).toEqual([]);
    await note('rh', 'rh-tab-stale', []);
  });

  it('another tab cannot replace or remove a user\'s notes by naming its tab', async () => {
    const [a] = requests;
    await note('admin', 'shared-tab-id', [a]);
    await note('rh', 'shared-tab-id', []);
    expect((await note('rh', 'rh-tab-3', [a])).json().data).toEqual([{ id: a, others: [{ id_utilizador: 'admin', nome: await nameOf('admin') }] }]);
    await Promise.all([note('admin', 'shared-tab-id', []), note('rh', 'rh-tab-3', [])]);
  });

  it('only the HR screen\'s roles; 401 without a session', async () => {
    expect((await note('direcao', 'direcao-tab', requests)).statusCode).toBe(403);
    expect((await note('default', 'default-tab', requests)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/presenca/hrRequests', payload: { tab: 'no-session', ids: [] } })).statusCode).toBe(401);
  });

  it('bad input is a 400 with a Portuguese message and notes nothing', async () => {
    const before = await t.database.db.select().from(presence);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/presenca/hrRequests', { tab: 'x', ids: [] }, PRESENCE_MESSAGES.tab],
      // NUL bytes are refused before the schema, by the server's own rule for every body.
      ['/api/presenca/hrRequests', { tab: 'a\u0000bcdefgh', ids: [] }, 'O texto contém caracteres inválidos.'],
      ['/api/presenca/hrRequests', { tab: 'tab-muitos', ids: Array.from({ length: PRESENCE_MAX_RECORDS + 1 }, (_, i) => `r${i}`) }, PRESENCE_MESSAGES.records],
      ['/api/presenca/hrRequests', { tab: 'tab-longo', ids: ['x'.repeat(65)] }, PRESENCE_MESSAGES.record],
      ['/api/presenca/users', { tab: 'tab-area', ids: [] }, 'Área desconhecida.'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.as('admin', { method: 'PUT', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(message);
    }
    expect(await t.database.db.select().from(presence)).toEqual(before);
  });
});
