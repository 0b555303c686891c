import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hrRequestTypes } from '../../src/server/db/schema';
import { anchoredPage, type Anchor } from '../../src/server/repositories/pageAnchors';
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
  { arbitrary: fc.record({ page: fc.nat({ max: 60 }), list: fc.nat({ max: 9 }) }).map((read) => ({ read })), weight: 4 },
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
  });

  it('go on from named users to those with no name (last in the list), page after page', async () => {
    const db = t.database.db;
    await apply(db, { kind: 'renameUsers', share: 15, nome: null });
    const { total } = (await listUsers(db, { limit: LIMIT, page: 0 })).pagination;
    for (let page = 0; page <= total / LIMIT; page += 1) {
      const [anchored, byOffset] = await listsAt(db, page, 2);
      expect(anchored).toEqual(byOffset);
    }
  });

  it('start from the nearest page served at the same version, and read by offset when the version moved', async () => {
    const calls: (Anchor | undefined)[] = [];
    let version = 1;
    const read = async (from?: Anchor) => {
      calls.push(from);
      return [{ sortKey: ['k'], version }];
    };
    const db = {} as Db;
    await anchoredPage(db, 'list', 50, read);
    await anchoredPage(db, 'list', 57, read);
    expect(calls).toEqual([undefined, { offset: 50, key: ['k'], version: 1 }]);
    calls.length = 0;
    await anchoredPage(db, 'list', 40, read);
    expect(calls).toEqual([undefined]);
    version = 2;
    calls.length = 0;
    await anchoredPage(db, 'list', 57, read);
    expect(calls).toEqual([{ offset: 57, key: ['k'], version: 1 }, undefined]);
    calls.length = 0;
    await anchoredPage(db, 'other list', 57, read);
    expect(calls).toEqual([undefined]);
  });
});
