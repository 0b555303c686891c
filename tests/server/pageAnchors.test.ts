import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { hrRequestTypes, users } from '../../src/server/db/schema';
import { anchoredPage, type Keyset, type SortKey, type Start } from '../../src/server/repositories/pageAnchors';
import { hrRequestsPage, listHrRequests } from '../../src/server/repositories/hrRequests';
import { listSuggestions, suggestionsPage } from '../../src/server/repositories/suggestions';
import { listUsers, usersPage } from '../../src/server/repositories/users';
import type { Db } from '../../src/server/db/client';
import { buildTestApp, type TestApp } from './helper';
import { apply, operation, type Operation } from './randomWrites';

// Pages asked by number are read from the nearest page this process served before (an anchor,
// repositories/pageAnchors.ts). Whatever was written in between, by whom, they must be the pages
// an OFFSET finds.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Anchors are kept from 1,000 rows into a list: every list gets well past that, with ties in
  // the sort (three suggestions or requests a minute, names shared by many users, some unnamed).
  // The suggestions span days and the names several beginnings: a first visit deep in the list
  // starts from its bucket (a day, a name's first four characters).
  await t.database.db.execute(sql`
    insert into suggestions (nome_user, mensagem, date, is_arquivado)
      select 'Âncora ' || i, 'Olá', now() - (i / 3) * interval '1 minute' - (i % 5) * interval '1 day', i % 4 = 0 from generate_series(1, 2500) i`);
  await t.database.db.execute(sql`
    insert into users (id_utilizador, nome)
      select 'ancora' || i, case when i % 10 = 0 then null else (array['Ana Araújo', 'Zé Zacarias', 'Inês Ávila', 'Ana', 'Ana Maria'])[1 + i % 5] end from generate_series(1, 2500) i`);
  await t.database.db.execute(sql`
    insert into hr_requests (type_id, corpo, date)
      select (select id from hr_request_types order by id offset i % 2 limit 1), 'Pedido', now() - (i / 3) * interval '1 minute' from generate_series(1, 2500) i`);
});
afterAll(() => t.close());

const LIMIT = 7;

/** Each list as the API reads it (anchored) and as an OFFSET reads it, ids in order. */
async function listsAt(db: Db, page: number, list: number): Promise<[string[], string[]]> {
  const types = await db.select().from(hrRequestTypes).orderBy(hrRequestTypes.id);
  const tipo = types[list % types.length].name.toUpperCase();
  const ids = (rows: { _id?: string; id?: string; id_utilizador?: string; idUtilizador?: string }[]) => rows.map((r) => r._id ?? r.id_utilizador ?? r.id ?? r.idUtilizador!);
  switch (list % 5) {
    case 0:
      return [ids((await listSuggestions(db, { limit: LIMIT, page, includeArchived: true })).data), ids(await suggestionsPage(db, { limit: LIMIT, page, includeArchived: true }))];
    case 1:
      return [ids((await listSuggestions(db, { limit: LIMIT, page, includeArchived: false })).data), ids(await suggestionsPage(db, { limit: LIMIT, page, includeArchived: false }))];
    case 2:
      return [ids((await listUsers(db, { limit: LIMIT, page })).data), ids(await usersPage(db, { limit: LIMIT, page }))];
    case 3:
      return [ids((await listHrRequests(db, { limit: LIMIT, page, respondidos: false, tipo })).data), ids(await hrRequestsPage(db, { limit: LIMIT, page, respondidos: false, tipo }))];
    default:
      return [ids((await listHrRequests(db, { limit: LIMIT, page })).data), ids(await hrRequestsPage(db, { limit: LIMIT, page }))];
  }
}

type Step = { write: Operation } | { read: { page: number; list: number } };
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: operation.map((write) => ({ write })), weight: 1 },
  { arbitrary: fc.record({ page: fc.integer({ min: 130, max: 420 }), list: fc.nat({ max: 9 }) }).map((read) => ({ read })), weight: 4 },
);

describe('pages from anchors', () => {
  it('are the pages an OFFSET reads, after any writes (SQL, rollbacks, renames) between reads', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        for (const s of steps) {
          if ('write' in s) {
            await apply(db, s.write);
            continue;
          }
          // Every page up to the one asked, then the one asked again: the anchors are there to be used.
          for (const page of [s.read.page, s.read.page + 1, s.read.page]) {
            const [anchored, byOffset] = await listsAt(db, page, s.read.list);
            expect(anchored).toEqual(byOffset);
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000); // 20 runs of up to 30 steps: past 30 s beside a CPU hog

  it('start from the bucket holding the page when the buckets read first were far larger than those after them', async () => {
    // One day of 2,000 suggestions, then 3 a day for 1,000 days before it: a page in that day
    // teaches this process about 2,000 rows per bucket, and a page further on reads the few
    // buckets that size predicts, which end long before it (then all of them are read).
    const fresh = await buildTestApp();
    try {
      const db = fresh.database.db;
      await db.execute(sql`delete from suggestions`);
      await db.execute(sql`
        insert into suggestions (nome_user, mensagem, date)
          select 'Dia cheio ' || i, 'Olá', date_trunc('day', now()) + interval '12 hours' - i * interval '1 second' from generate_series(1, 2000) i
          union all select 'Dia calmo ' || i, 'Olá', date_trunc('day', now()) - (1 + i / 3) * interval '1 day' - (i % 3) * interval '1 hour' from generate_series(0, 2999) i`);
      for (const page of [150, 400, 401, 600]) {
        const [anchored, byOffset] = await listsAt(db, page, 0);
        expect(anchored).toEqual(byOffset);
      }
    } finally {
      await fresh.close();
    }
  });

  it('go on from named users to those with no name (last in the list), page after page', async () => {
    const db = t.database.db;
    await apply(db, { kind: 'renameUsers', share: 15, nome: null });
    const { total } = (await listUsers(db, { limit: LIMIT, page: 0 })).pagination;
    for (let page = 140; page <= total / LIMIT; page += 1) {
      const [anchored, byOffset] = await listsAt(db, page, 2);
      expect(anchored).toEqual(byOffset);
    }
  });

  it('read users with no name (the last bucket) as the first visit to each page of a fresh process', async () => {
    const fresh = await buildTestApp();
    try {
      const db = fresh.database.db;
      await db.execute(sql`insert into users (id_utilizador, nome) select 'sem' || i, case when i % 4 = 0 then null else 'Rui ' || i end from generate_series(1, 2000) i`);
      // Counted aside: a total this process read would have the last pages read from the end.
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users);
      // From the last page back to the last named ones, each page the first this process reads near it.
      for (let page = Math.floor((total - 1) / LIMIT); page > (total - 700) / LIMIT; page -= 9) {
        const [anchored, byOffset] = await listsAt(db, page, 2);
        expect(anchored).toEqual(byOffset);
      }
    } finally {
      await fresh.close();
    }
  });

  it('start from the nearest page served at the same version (from 1,000 rows in), and read by offset, from either end, when none is near or the version moved', async () => {
    const calls: [Start | undefined, boolean][] = [];
    let version = 1;
    const read = async (from: Start | undefined, _anchor: unknown, eitherEnd: boolean) => {
      calls.push([from, eitherEnd]);
      return [{ sortKey: ['k'], version, counts: {} }];
    };
    const db = {} as Db;
    const keyset: Keyset = { sortKey: sql<SortKey>`array['k']`, version: 'version:list' };
    const anchor = (offset: number, v = 1) => ({ offset, key: ['k'], version: v });
    const total = () => 100_000;
    // With no anchor near, read from either end unless the list's last known total puts the end farther.
    await anchoredPage(db, keyset, 'list', 1050, total, read);
    await anchoredPage(db, keyset, 'list', 1057, total, read);
    await anchoredPage(db, keyset, 'list', 3000, total, read);
    await anchoredPage(db, keyset, 'list', 99_000, total, read);
    expect(calls).toEqual([[undefined, true], [anchor(1050), false], [anchor(1057), false], [anchor(3000), true]]);
    calls.length = 0;
    await anchoredPage(db, keyset, 'list', 1040, total, read);
    await anchoredPage(db, keyset, 'list', 57, total, read);
    expect(calls).toEqual([[undefined, false], [undefined, false]]);
    version = 2;
    calls.length = 0;
    await anchoredPage(db, keyset, 'list', 1058, total, read);
    expect(calls).toEqual([[anchor(1057), false], [undefined, false]]);
    calls.length = 0;
    await anchoredPage(db, keyset, 'other list', 1057, total, read);
    expect(calls).toEqual([[undefined, true]]);
  });
});
