import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { suggestions, type SuggestionRow } from '../../src/server/db/schema';
import { declaredCounts, declaredPageIds, declaredPageRows, type SuggestionsListQuery } from '../../src/server/repositories/suggestions';
import { FIELD_MESSAGES, filterParams, LIST_MESSAGES, suggestionsList, type ListFilter, type SuggestionsPage } from '../../src/contract';
import type { Db } from '../../src/server/db/client';
import { buildTestApp, type TestApp } from './helper';

// The inbox's declared filters and sort (src/contract/lists/suggestions.ts): each answer against
// the rows a reference computed here from the whole table keeps, in the order it sorts them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A sender of its own on both sides of a Lisbon midnight (summer time: 23:00 UTC), one archived.
  await t.database.db.insert(suggestions).values([
    { nomeUser: 'Fronteira', emailUser: FRONTIER, mensagem: 'Antes da meia-noite', date: new Date('2026-07-14T22:59:59.999Z') },
    { nomeUser: 'Fronteira', emailUser: FRONTIER, mensagem: 'À meia-noite', date: new Date('2026-07-14T23:00:00Z'), isArquivado: true },
    { nomeUser: 'Fronteira', emailUser: FRONTIER, mensagem: 'No dia seguinte', date: new Date('2026-07-15T12:00:00Z') },
    // Accented e-mails (as a sender's address may be, as it was when sent): found by part, case and accents aside.
    { nomeUser: 'João', emailUser: 'João.Ferreira@Campus.Exemplo.pt', mensagem: 'Com acentos', date: new Date('2026-08-01T10:00:00Z') },
    { nomeUser: 'Joana', emailUser: 'joana.ferraz@campus.exemplo.pt', mensagem: 'Quase igual', date: new Date('2026-08-02T10:00:00Z'), isArquivado: true },
  ]);
});
afterAll(() => t.close());

const FRONTIER = 'fronteira@campus.exemplo.pt';

/** Text accents and case aside, as the server folds it. */
const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The sender's e-mail contains the term, case and accents aside (the `sender` filter). */
const sends = (term: string) => (r: SuggestionRow) => fold(r.emailUser).includes(fold(term));
const lisbonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(d);

const list = async (query: string) => {
  const res = await t.as('admin', { method: 'GET', url: `/api/bugs?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as SuggestionsPage;
};

/** Newest first, ties by id (the list's order); oldest first is its reverse. */
const newestFirst = (a: SuggestionRow, b: SuggestionRow) => b.date.getTime() - a.date.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/** The busiest sender, and a span of Lisbon days holding some of the suggestions but not all. */
async function reference() {
  const rows = await t.database.db.select().from(suggestions);
  const bySender = new Map<string, number>();
  for (const r of rows) if (r.emailUser && r.emailUser !== FRONTIER) bySender.set(r.emailUser, (bySender.get(r.emailUser) ?? 0) + 1);
  const sender = [...bySender].sort((a, b) => b[1] - a[1])[0][0];
  const days = rows.map((r) => lisbonDay(r.date)).sort();
  const [from, to] = [days[Math.floor(days.length * 0.4)], days[Math.floor(days.length * 0.6)]];
  return { rows, sender, from, to };
}

describe('GET /api/bugs with the declared filters and sort', () => {
  it('each filter, alone, together and with arquivados=false, gives the rows, total and archived count of a reference', async () => {
    const { rows, sender, from, to } = await reference();
    const cases: [string, (r: SuggestionRow) => boolean][] = [
      [`sender=${encodeURIComponent(sender)}`, sends(sender)],
      // Part of the e-mail, case and accents aside: 'ferr' finds 'João.Ferreira@…' and 'joana.ferraz@…'.
      ['sender=ferr', sends('ferr')],
      ['sender=joao', sends('joao')],
      [`sender=${encodeURIComponent('JOÃO.FERREIRA')}`, sends('joão.ferreira')],
      ['sender=FERREIRA%40campus', sends('ferreira@campus')],
      ['sender=jo&date_gte=2026-08-02', (r) => sends('jo')(r) && lisbonDay(r.date) >= '2026-08-02'],
      // % and _ are taken literally.
      ['sender=%25', sends('%')],
      ['sender=fronteira_campus', () => false],
      [`date_gte=${from}`, (r) => lisbonDay(r.date) >= from],
      [`date_lte=${to}`, (r) => lisbonDay(r.date) <= to],
      [`date_gte=${from}&date_lte=${to}`, (r) => lisbonDay(r.date) >= from && lisbonDay(r.date) <= to],
      [`sender=${encodeURIComponent(sender)}&date_gte=${from}`, (r) => sends(sender)(r) && lisbonDay(r.date) >= from],
      // Lisbon days, both included: 23:59:59.999 on the 14th is the 14th, 23:00 UTC the 15th.
      [`sender=${FRONTIER}&date_lte=2026-07-14`, (r) => sends(FRONTIER)(r) && lisbonDay(r.date) <= '2026-07-14'],
      [`sender=${FRONTIER}&date_gte=2026-07-15&date_lte=2026-07-15`, (r) => sends(FRONTIER)(r) && lisbonDay(r.date) === '2026-07-15'],
      ['sender=ninguem@campus.exemplo.pt', () => false],
      ['date_lte=2001-01-01', () => false],
      // A date range alone is totalled from the Lisbon days' counters (migration 0038): the same frontier.
      ['date_gte=2026-07-15&date_lte=2026-07-15', (r) => lisbonDay(r.date) === '2026-07-15'],
      ['date_gte=2026-07-14&date_lte=2026-07-14', (r) => lisbonDay(r.date) === '2026-07-14'],
      ['date_gte=2026-07-15', (r) => lisbonDay(r.date) >= '2026-07-15'],
      ['date_gte=2026-07-16&date_lte=2026-07-14', () => false],
    ];
    const named = (query: string) => rows.filter(cases.find(([q]) => q === query)![1]);
    expect(named(`sender=${FRONTIER}&date_lte=2026-07-14`)).toHaveLength(1);
    expect(named(`sender=${FRONTIER}&date_gte=2026-07-15&date_lte=2026-07-15`)).toHaveLength(2);
    // The search cases are not trivial: 'ferr' keeps both new senders (one archived), 'joao' the
    // accented one, and each leaves most rows out.
    expect(named('sender=ferr').map((r) => r.emailUser)).toEqual(expect.arrayContaining(['João.Ferreira@Campus.Exemplo.pt', 'joana.ferraz@campus.exemplo.pt']));
    expect(named('sender=joao').map((r) => r.emailUser)).toContain('João.Ferreira@Campus.Exemplo.pt');
    for (const term of ['ferr', 'joao']) expect(named(`sender=${term}`).length, term).toBeLessThan(rows.length / 2);
    expect(named(`sender=${encodeURIComponent('JOÃO.FERREIRA')}`)).toHaveLength(1);
    expect(named('sender=jo&date_gte=2026-08-02').length).toBeGreaterThan(0);
    expect(named('sender=jo&date_gte=2026-08-02').length).toBeLessThan(rows.filter(sends('jo')).length);
    for (const [query, keep] of cases) {
      const kept = rows.filter(keep).sort(newestFirst);
      const archived = kept.filter((r) => r.isArquivado).length;
      for (const open of [false, true]) {
        const q = `${query}&limit=100${open ? '&arquivados=false' : ''}`;
        const expected = open ? kept.filter((r) => !r.isArquivado) : kept;
        const page = await list(q);
        expect(page.pagination, q).toEqual({ count: Math.min(100, expected.length), limit: 100, total: expected.length, page: 0, archived });
        expect(page.data.map((s) => s._id), q).toEqual(expected.slice(0, 100).map((r) => r.id));
        expect(Object.keys(page.versions ?? {}).sort(), q).toEqual(page.data.map((s) => s._id).sort());
      }
    }
    // A later page: by its offset, without overlap.
    const q = `date_gte=${from}&date_lte=${to}&limit=10&page=2`;
    const kept = rows.filter((r) => lisbonDay(r.date) >= from && lisbonDay(r.date) <= to).sort(newestFirst);
    expect((await list(q)).data.map((s) => s._id)).toEqual(kept.slice(20, 30).map((r) => r.id));
  });

  it('sorts by date both ways, alone and under a filter, as a sort here does', async () => {
    const { rows, from } = await reference();
    const newest = [...rows].sort(newestFirst);
    const oldest = [...newest].reverse();
    const open = (rs: SuggestionRow[]) => rs.filter((r) => !r.isArquivado);
    const cases: [string, SuggestionRow[]][] = [
      ['sort=date&order=ASC', oldest],
      // `sort` alone is ascending (react-admin's default when one picks a column).
      ['sort=date', oldest],
      ['sort=date&order=DESC', newest],
      ['sort=date&order=ASC&arquivados=false', open(oldest)],
      ['sort=date&order=DESC&arquivados=false', open(newest)],
      [`sort=date&order=ASC&date_gte=${from}`, oldest.filter((r) => lisbonDay(r.date) >= from)],
      [`sort=date&order=ASC&page=3`, oldest.slice(75)],
    ];
    for (const [query, expected] of cases) {
      const page = await list(`${query}&limit=25`);
      expect(page.data.map((s) => s._id), query).toEqual(expected.slice(0, 25).map((r) => r.id));
      expect(page.data.map((s) => s.date), query).toEqual(expected.slice(0, 25).map((r) => r.date.toISOString()));
    }
    // The plain path answers oldest first with the totals the counters give newest first.
    const [asc, desc] = await Promise.all([list('sort=date&order=ASC&arquivados=false'), list('arquivados=false')]);
    expect(asc.pagination).toEqual(desc.pagination);
  });

  it('an unknown filter or sort, a bad date or a value too long is a 400 in Portuguese', async () => {
    const refused: [string, string][] = [
      ['nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['emailUser=a@b.pt', LIST_MESSAGES.unknown(['emailUser'])],
      ['sort=nomeUser', LIST_MESSAGES.sort],
      ['sort=date&order=UP', LIST_MESSAGES.order],
      ['date_gte=2026-02-30', LIST_MESSAGES.date],
      ['date_lte=ontem', LIST_MESSAGES.date],
      [`sender=${'x'.repeat(255)}`, LIST_MESSAGES.tooLong],
      ['sender=%20', LIST_MESSAGES.choice],
      [`sender=${'á'.repeat(255)}`, LIST_MESSAGES.tooLong],
      ['sender=jo%00ao', FIELD_MESSAGES.nul],
      ['arquivados=talvez', 'arquivados deve ser true ou false.'],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('admin', { method: 'GET', url: `/api/bugs?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await t.as('admin', { method: 'GET', url: `/api/bugs?sender=${'x'.repeat(254)}` })).statusCode).toBe(200);
  });

  it('every declared filter and sort is served by an index: no sequential scan, the filter an index condition, the page\'s ids in the index\'s order', async () => {
    const { sender } = await reference();
    const day = lisbonDay(new Date());
    // A sender's whole e-mail, part of one and an accented part, in capitals (the search's trigram index each time).
    const values = (filter: ListFilter) => (filter.kind === 'dateRange' ? [day] : [sender, 'FERR', 'JOÃO']);
    const filters = Object.entries(suggestionsList.filters).flatMap(([key, filter]) =>
      values(filter).map((value) => ({ key, query: Object.fromEntries(filterParams(key, filter).map((p) => [p, value])) })),
    );
    const sorts = suggestionsList.sorts.flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ sort: field, order })));
    /** The column each filter reads, as its plan's index condition names it. */
    const column: Record<string, string> = { date: 'date', sender: 'email_user' };
    for (const includeArchived of [true, false]) {
      for (const { key, query } of filters) {
        const q: SuggestionsListQuery = { limit: 25, page: 0, includeArchived, ...query };
        for (const plan of [await planOf((db) => declaredPageIds(db, q)), await planOf(() => declaredCounts(q))]) {
          expect(plan, JSON.stringify(q)).not.toMatch(/Seq Scan/);
          expect(plan, JSON.stringify(q)).toMatch(new RegExp(`Index Cond: .*\\b${column[key]}\\b`));
        }
        expect(await planOf((db) => declaredPageRows(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan/);
      }
      for (const sort of sorts) {
        const q: SuggestionsListQuery = { limit: 25, page: 0, includeArchived, ...sort };
        // The page's ids in the index's order (the 25 rows read after them are sorted alone).
        expect(await planOf((db) => declaredPageIds(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan|Sort Key/);
        expect(await planOf((db) => declaredPageRows(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan/);
      }
    }
  });
});

/** The plan of a statement with sequential scans priced out: one that still has one has no index to use. */
async function planOf(statement: (db: Db) => SQLWrapper): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${statement(tx)}`)) as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
