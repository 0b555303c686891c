/**
 * docs/adding-a-resource.md, done: a resource declared only in tests/fixtures/notes.ts (never in
 * the product) gets its routes, its guard rules, its OpenAPI description and its generated tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, declaredScreen } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';
import { callOf, describeDeclaredResource } from './declared';
import { createNotesTable, notes, notesStore } from '../fixtures/notes';
import { learnt } from './catchUp';
import { rowsOf } from '../../src/server/jobs/notification-sender';
import { sql } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { screens: [...ACCESS, declaredScreen(notes)], stores: [notesStore], prepare: createNotesTable });
});
afterAll(() => t.close());

describeDeclaredResource(notes, () => t);

describe('the row policy of a declared resource', () => {
  const body = (title: string) => ({ title, due: '2031-05-02', body: 'Confirmar a assiduidade de maio.' });

  it('shows an RH user only its own notes; the admins see all', async () => {
    const mine = (await t.as('rh', callOf(notes.api.create, { payload: body('Assiduidade de maio') }))).json().data;
    const theirs = (await t.as('admin', callOf(notes.api.create, { payload: body('Orçamento de formação') }))).json().data;
    expect(mine.owner).toBe('rh');

    const seenByRh = (await t.as('rh', { ...callOf(notes.api.list), url: '/api/notas?limit=100' })).json().data.map((n: { id: string }) => n.id);
    expect(seenByRh).toContain(mine.id);
    expect(seenByRh).not.toContain(theirs.id);
    const seenByDev = (await t.as('dev', { ...callOf(notes.api.list), url: '/api/notas?limit=100' })).json().data.map((n: { id: string }) => n.id);
    expect(seenByDev).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const update = await t.as('rh', callOf(notes.api.update!, { id: theirs.id, payload: body('Apropriada') }));
    expect(update.json()).toEqual({ statusCode: 404, message: 'Nota não encontrada.' });
  });

  it('pages the list as declared: limit and zero-based page, with the total', async () => {
    const page = (await t.as('dev', { ...callOf(notes.api.list), url: '/api/notas?limit=1&page=1' })).json();
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({ count: 1, limit: 1, page: 1 });
    expect(page.pagination.total).toBeGreaterThan(1);
    expect((await t.as('dev', { ...callOf(notes.api.list), url: '/api/notas?limit=100000' })).statusCode).toBe(400);
  });
});

describe('the OpenAPI description of a declared resource', () => {
  it('lists its routes with their roles per verb', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/notas'].get.description).toBe('Roles: ADMIN, DEV, RH.');
    expect(doc.paths['/api/notas/{id}'].delete.description).toBe('Roles: ADMIN, DEV.');
    expect(Object.keys(doc.paths['/api/notas'].post.requestBody.content['application/json'].schema.properties)).toEqual(['title', 'due', 'body']);
  });
});

it('refuses to start when a declared resource has no table', async () => {
  await expect(buildTestApp({}, { screens: [...ACCESS, declaredScreen(notes)] })).rejects.toThrow(/"notes" is declared but has no table/);
});

describe('live events of a declared resource, from its declaration alone', () => {
  const body = (title: string) => ({ title, due: '2031-06-01', body: 'Rever o plano de férias.' });

  it("records its changes with the row policy's scope (no trigger written for it)", async () => {
    const captured = rowsOf<{ args: string }>(
      await t.database.db.execute(sql`select encode(tgargs, 'escape') as args from pg_trigger where tgrelid = 'test_notes'::regclass and not tgisinternal order by tgname`),
    );
    expect(captured.map((row) => row.args.split('\\000').slice(0, -1))).toEqual([0, 1, 2].map(() => ['notes', 'id', 'owner']));
  });

  it("tells an RH user of its own notes only (created, changed, removed by an admin); the admins of all", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [{ last }] = rowsOf<{ last: string }>(await t.database.db.execute(sql`select coalesce(max(id), 0)::text as last from change_events`));
    const mine = (await t.as('rh', callOf(notes.api.create, { payload: body('Férias de agosto') }))).json().data;
    const theirs = (await t.as('admin', callOf(notes.api.create, { payload: body('Férias da direção') }))).json().data;
    const removed = (await t.as('rh', callOf(notes.api.create, { payload: body('Férias de dezembro') }))).json().data;
    expect((await t.as('admin', callOf(notes.api.delete!, { id: removed.id }))).statusCode).toBe(200);

    expect([...((await learnt(t, base, 'rh', last)).get('notes') ?? [])].sort()).toEqual([mine.id, removed.id].sort());
    expect([...((await learnt(t, base, 'dev', last)).get('notes') ?? [])].sort()).toEqual([mine.id, theirs.id, removed.id].sort());
  });
});
