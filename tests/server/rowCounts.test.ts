import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { hrRequests, hrRequestTypes, rowCounts, suggestions, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { apply, operation } from './randomWrites';

// The counters of migration 0015 are the lists' totals (and, since 0020, their buckets' sizes; since 0023, the users holding each search trigram): after any mix of inserts, updates, deletes,
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
    union all select 'hr_requests:open', count(*)::int from hr_requests where anexo_file_id is null
    union all select 'hr_requests:type:' || type_id, count(*)::int from hr_requests group by type_id
    union all select 'hr_requests:type:' || type_id || ':answered', count(*)::int from hr_requests where anexo_file_id is not null group by type_id
    union all select 'hr_requests:type:' || type_id || ':open', count(*)::int from hr_requests where anexo_file_id is null group by type_id
    union all select 'suggestions:day:' || day, count(*)::int from (select to_char(date at time zone 'UTC', 'YYYY-MM-DD') as day from suggestions) s group by day
    union all select 'suggestions:open-day:' || day, count(*)::int from (select to_char(date at time zone 'UTC', 'YYYY-MM-DD') as day from suggestions where not is_arquivado) s group by day
    union all select 'suggestions:lisbon-day:' || day, count(*)::int from (select to_char(date at time zone 'Europe/Lisbon', 'YYYY-MM-DD') as day from suggestions) s group by day
    union all select 'suggestions:open-lisbon-day:' || day, count(*)::int from (select to_char(date at time zone 'Europe/Lisbon', 'YYYY-MM-DD') as day from suggestions where not is_arquivado) s group by day
    union all select 'users:name:' || start, count(*)::int from (select left(nome_ordem, 4) as start from users) u group by start
    union all select 'users:role:' || role_efetivo, count(*)::int from users group by role_efetivo
    union all select 'users:school:' || unidade_organica, count(*)::int from users where unidade_organica is not null group by unidade_organica
    union all select 'users:course:' || curso, count(*)::int from users where curso is not null group by curso
    union all select 'users:trigram:' || t, count(*)::int from users, unnest(show_trgm(busca)) t where t ~ '^[a-z0-9]{3}$' group by t`)) as unknown as { rows: { key: string; n: number }[] };
  const rows = result.rows;
  return Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
}

/** Every counter the triggers keep (the lists' versions, 'version:…', count nothing). */
async function counters(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(rowCounts).where(sql`${rowCounts.key} not like 'version:%'`);
  return Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
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
    const [matching] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`concat_ws(' ', ${users.idUtilizador}, ${users.nome}, ${users.email}) ilike '%contagem%'`);
    expect(search.pagination.total).toBe(matching.n);
  });
});
