import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { files, hrRequests, hrRequestTypes, rowCounts, suggestions, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

// The counters of migration 0015 are the lists' totals: after any mix of inserts, updates, deletes,
// rolled-back transactions and concurrent writers, each must equal what count(*) finds.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every counter as count(*) computes it, from the rows themselves. */
async function countedFromRows(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(sql`
    select 'suggestions' as key, count(*)::int as n from suggestions
    union all select 'suggestions:archived', count(*)::int from suggestions where is_arquivado
    union all select 'users', count(*)::int from users
    union all select 'hr_requests', count(*)::int from hr_requests
    union all select 'hr_requests:answered', count(*)::int from hr_requests where anexo_file_id is not null
    union all select 'hr_requests:type:' || type_id, count(*)::int from hr_requests group by type_id
    union all select 'hr_requests:type:' || type_id || ':answered', count(*)::int from hr_requests where anexo_file_id is not null group by type_id`)) as unknown as { rows: { key: string; n: number }[] };
  const rows = result.rows;
  return Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
}

async function counters(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(rowCounts);
  return Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
}

type Operation =
  | { kind: 'suggest'; n: number; archived: boolean }
  | { kind: 'archive'; share: number; archived: boolean }
  | { kind: 'deleteSuggestions'; share: number }
  | { kind: 'request'; n: number; typeIndex: number }
  | { kind: 'answer'; share: number }
  | { kind: 'retype'; share: number; typeIndex: number }
  | { kind: 'deleteRequests'; share: number }
  | { kind: 'addUsers'; n: number }
  | { kind: 'rollback'; n: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('suggest' as const), n: fc.integer({ min: 1, max: 30 }), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('archive' as const), share: fc.integer({ min: 0, max: 100 }), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteSuggestions' as const), share: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('request' as const), n: fc.integer({ min: 1, max: 10 }), typeIndex: fc.nat() }),
  fc.record({ kind: fc.constant('answer' as const), share: fc.integer({ min: 0, max: 50 }) }),
  fc.record({ kind: fc.constant('retype' as const), share: fc.integer({ min: 0, max: 50 }), typeIndex: fc.nat() }),
  fc.record({ kind: fc.constant('deleteRequests' as const), share: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('addUsers' as const), n: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('rollback' as const), n: fc.integer({ min: 1, max: 5 }) }),
);

let serial = 0;
/** A sample of about share% of a table's rows, chosen by the database. */
const sampleOf = (share: number) => sql`random() * 100 < ${share}`;

async function apply(db: Db, op: Operation): Promise<void> {
  const types = await db.select({ id: hrRequestTypes.id }).from(hrRequestTypes);
  const typeId = (i: number) => types[i % types.length].id;
  switch (op.kind) {
    case 'suggest':
      await db.insert(suggestions).values(Array.from({ length: op.n }, (_, i) => ({ nomeUser: `Teste ${i}`, mensagem: 'Olá', isArquivado: op.archived && i % 2 === 0 })));
      return;
    case 'archive':
      await db.update(suggestions).set({ isArquivado: op.archived }).where(sampleOf(op.share));
      return;
    case 'deleteSuggestions':
      await db.delete(suggestions).where(sampleOf(op.share));
      return;
    case 'request':
      await db.insert(hrRequests).values(Array.from({ length: op.n }, (_, i) => ({ typeId: typeId(op.typeIndex + i), corpo: 'Pedido' })));
      return;
    case 'answer': {
      const [file] = await db.insert(files).values({ contentType: 'application/pdf', size: 1, sha256: 'x', bytes: Buffer.from('x') }).returning({ id: files.id });
      await db.update(hrRequests).set({ anexoFileId: file.id }).where(sql`${hrRequests.anexoFileId} is null and ${sampleOf(op.share)}`);
      return;
    }
    case 'retype':
      await db.update(hrRequests).set({ typeId: typeId(op.typeIndex) }).where(sampleOf(op.share));
      return;
    case 'deleteRequests':
      await db.delete(hrRequests).where(sampleOf(op.share));
      return;
    case 'addUsers':
      await db.insert(users).values(Array.from({ length: op.n }, () => ({ idUtilizador: `contagem${++serial}`, nome: 'Contagem' })));
      return;
    case 'rollback':
      await db
        .transaction(async (tx) => {
          await tx.insert(suggestions).values(Array.from({ length: op.n }, () => ({ nomeUser: 'Desfeito', mensagem: 'x', isArquivado: true })));
          await tx.insert(users).values({ idUtilizador: `desfeito${++serial}` });
          await tx.delete(hrRequests).where(sampleOf(50));
          throw new Error('rollback');
        })
        .catch((err: Error) => {
          if (err.message !== 'rollback') throw err;
        });
  }
}

describe('row counters (exact totals kept by triggers)', () => {
  it('start equal to count(*) on the seeded data', async () => {
    const expected = await countedFromRows(t.database.db);
    expect(expected.suggestions).toBeGreaterThan(100);
    expect(await counters(t.database.db)).toEqual(expected);
  });

  it('stay equal to count(*) after any sequence of writes, including rolled-back ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const op of ops) await apply(t.database.db, op);
        expect(await counters(t.database.db)).toEqual(await countedFromRows(t.database.db));
      }),
      { numRuns: 25 },
    );
  });

  it('stay equal to count(*) when writers run at the same time', async () => {
    const writers = Array.from({ length: 8 }, (_, w) =>
      t.database.db.transaction(async (tx) => {
        await tx.insert(suggestions).values(Array.from({ length: 20 }, (_, i) => ({ nomeUser: `Concorrente ${w}`, mensagem: String(i), isArquivado: i % 3 === 0 })));
        await tx.update(suggestions).set({ isArquivado: w % 2 === 0 }).where(eq(suggestions.nomeUser, `Concorrente ${w}`));
        const types = await tx.select({ id: hrRequestTypes.id }).from(hrRequestTypes);
        await tx.insert(hrRequests).values(types.map((type) => ({ typeId: type.id, corpo: `Concorrente ${w}` })));
      }),
    );
    await Promise.all(writers);
    expect(await counters(t.database.db)).toEqual(await countedFromRows(t.database.db));
  });

  it('are what the lists answer as their totals', async () => {
    const [open] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(suggestions).where(eq(suggestions.isArquivado, false));
    const bugs = (await t.as('admin', { method: 'GET', url: '/api/bugs?limit=5&page=3&arquivados=false' })).json();
    expect(bugs.pagination.total).toBe(open.n);
    const pastTheEnd = (await t.as('admin', { method: 'GET', url: '/api/bugs?limit=25&page=100000&arquivados=false' })).json();
    expect(pastTheEnd).toMatchObject({ data: [], pagination: { count: 0, total: open.n, page: 100000 } });
    const [everyone] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect((await t.as('admin', { method: 'GET', url: '/api/users?limit=5&page=2' })).json().pagination.total).toBe(everyone.n);
    const [type] = await t.database.db.select().from(hrRequestTypes).limit(1);
    const [unanswered] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hrRequests)
      .where(sql`${hrRequests.typeId} = ${type.id} and ${hrRequests.anexoFileId} is null`);
    const hr = await t.as('rh', { method: 'GET', url: `/api/questoesrh?limit=5&page=0&respondidos=false&tipo=${encodeURIComponent(type.name.toUpperCase())}` });
    expect(hr.statusCode).toBe(200);
    expect(hr.json().pagination.total).toBe(unanswered.n);
    const hrPastTheEnd = await t.as('rh', { method: 'GET', url: `/api/questoesrh?limit=5&page=9999&respondidos=false&tipo=${encodeURIComponent(type.name)}` });
    expect(hrPastTheEnd.json()).toMatchObject({ data: [], pagination: { total: unanswered.n } });
    const search = (await t.as('admin', { method: 'GET', url: '/api/users?limit=5&page=0&search=contagem' })).json();
    const [matching] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.nome} = 'Contagem'`);
    expect(search.pagination.total).toBe(matching.n);
  });
});
