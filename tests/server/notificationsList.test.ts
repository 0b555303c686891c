import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allNotificationsList, declaredListQuery, FIELD_MESSAGES, filterParams, LIST_MESSAGES, notificationsList, type ListDeclaration, type NotificationView } from '../../src/contract';
import { notifications, users, type NotificationRow } from '../../src/server/db/schema';
import { notificationRows } from '../../src/server/repositories/notifications';
import { buildTestApp, type TestApp } from './helper';
import { foldText } from './declaredLists';

// The notifications lists' declared filters and sort (src/contract/lists/notifications.ts): each
// answer against the rows a reference computed here from the whole table keeps, in its order; the
// own list's row rule (the user's own) under every filter; the refusals; an index for each.

let t: TestApp;
/** What the author filter reads of each user: the id, name and e-mail, a line each. */
const authors = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  // An author with accents in the name, for the author's search.
  await t.database.db.insert(users).values({ idUtilizador: 'autor.jmf', nome: 'José Magalhães Ferreira', email: 'JMF@Campus.Exemplo.pt', role: 'ADMIN' });
  // Rows of known dates beside the demo ones: both sides of a Lisbon midnight in summer time
  // (23:00 UTC), two at the same instant (the tie broken by id), each state and several authors.
  const row = (createdBy: string, tipo: string, date: string, sent: boolean, titulo: string) => ({
    titulo,
    mensagem: 'Linha de teste dos filtros.',
    date: new Date(date),
    tipo,
    extra: tipo === 'curso' ? '9201' : tipo === 'escola' ? 'ESTG' : null,
    createdBy,
    sent,
    sentAt: sent ? new Date(date) : null,
  });
  await t.database.db.insert(notifications).values([
    row('ccurso', 'curso', '2027-07-14T22:59:59Z', true, 'Antes da meia-noite'),
    row('ccurso', 'curso', '2027-07-14T23:00:00Z', true, 'À meia-noite'),
    row('gci', 'geral', '2027-07-14T23:00:00Z', true, 'À mesma hora'),
    row('gci', 'geral', '2030-03-01T10:00:00Z', false, 'Muito adiante'),
    row('ccurso', 'curso', '2030-03-01T10:00:00Z', false, 'Também adiante'),
    row('admin', 'escola', '2030-03-02T10:00:00Z', false, 'Escola adiante'),
    row('autor.jmf', 'geral', '2027-07-16T10:00:00Z', true, 'De José'),
    row('autor.jmf', 'geral', '2030-03-03T10:00:00Z', false, 'De José, adiante'),
  ]);
  for (const u of await t.database.db.select().from(users)) authors.set(u.idUtilizador, [u.idUtilizador, u.nome, u.email].map((v) => v ?? '').join('\n'));
});

/** The author's id, name or e-mail contains the term, case and accents aside (the `author` filter). */
const byAuthor = (term: string) => (r: NotificationRow) => foldText(authors.get(r.createdBy ?? '') ?? '').includes(foldText(term));
afterAll(() => t.close());

const lisbonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(d);

const get = async (user: string, path: string) => {
  const res = await t.as(user, { method: 'GET', url: `/api${path}` });
  expect(res.statusCode, `${user} ${path}: ${res.body}`).toBe(200);
  return res.json().data as NotificationView[];
};

/** Newest first, ties by id (the lists' order); oldest first is its reverse. */
const newestFirst = (a: NotificationRow, b: NotificationRow) => b.date.getTime() - a.date.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const answered = (data: NotificationView[]) => data.map((n) => n._id);

type Keep = (r: NotificationRow) => boolean;

/** Each filter alone and together; `author` only on everyone's list. */
function cases(today: string): { query: string; keep: Keep; all?: true }[] {
  const day = '2027-07-15';
  return [
    { query: 'type=curso', keep: (r) => r.tipo === 'curso' },
    { query: 'type=geral', keep: (r) => r.tipo === 'geral' },
    { query: 'type=nenhum', keep: () => false },
    { query: 'state=pending', keep: (r) => !r.sent },
    { query: 'state=sent', keep: (r) => r.sent },
    { query: 'state=pending,sent', keep: () => true },
    { query: `date_gte=${day}`, keep: (r) => lisbonDay(r.date) >= day },
    { query: `date_lte=${day}`, keep: (r) => lisbonDay(r.date) <= day },
    // 23:00 UTC on the 14th is midnight of the 15th in Lisbon (summer time): it is the 15th's.
    { query: `date_gte=${day}&date_lte=${day}`, keep: (r) => lisbonDay(r.date) === day },
    { query: `date_gte=${today}&date_lte=${today}`, keep: (r) => lisbonDay(r.date) === today },
    { query: 'date_lte=2001-01-01', keep: () => false },
    { query: 'type=curso&state=sent', keep: (r) => r.tipo === 'curso' && r.sent },
    { query: `type=geral&state=pending&date_gte=${today}`, keep: (r) => r.tipo === 'geral' && !r.sent && lisbonDay(r.date) >= today },
    // The author by id, name or e-mail, in part, case and accents aside: an author's whole id still finds theirs.
    { query: 'author=gci', keep: byAuthor('gci'), all: true },
    { query: 'author=ninguem', keep: () => false, all: true },
    { query: 'author=ferr', keep: byAuthor('ferr'), all: true },
    { query: 'author=jose', keep: byAuthor('jose'), all: true },
    { query: 'author=MAGALHAES', keep: byAuthor('magalhaes'), all: true },
    { query: `author=${encodeURIComponent('magalhães fe')}`, keep: byAuthor('magalhães fe'), all: true },
    { query: 'author=jmf%40campus', keep: byAuthor('jmf@campus'), all: true },
    { query: 'author=Catarina%20Isabel', keep: byAuthor('catarina isabel'), all: true },
    { query: 'author=jose&state=pending', keep: (r) => byAuthor('jose')(r) && !r.sent, all: true },
    { query: `author=ccurso&type=curso&state=pending&date_gte=${today}&date_lte=2030-12-31`, keep: (r) => byAuthor('ccurso')(r) && r.tipo === 'curso' && !r.sent && lisbonDay(r.date) >= today && lisbonDay(r.date) <= '2030-12-31', all: true },
  ];
}

describe('GET /notifications and /notifications/all with the declared filters and sort', () => {
  it("each filter, alone and together, gives everyone's list the rows a reference computed here keeps, newest first", async () => {
    const rows = await t.database.db.select().from(notifications);
    for (const { query, keep } of cases(lisbonDay(new Date()))) {
      const expected = rows.filter(keep).sort(newestFirst);
      expect(answered(await get('admin', `/notifications/all?${query}`)), query).toEqual(ids(expected));
    }
    // The reference is not trivial: each case keeps some rows and leaves others.
    expect(rows.filter((r) => r.tipo === 'curso').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.tipo !== 'curso').length).toBeGreaterThan(0);
    const titles = (term: string) => rows.filter(byAuthor(term)).map((r) => r.titulo);
    for (const term of ['jose', 'magalhaes', 'magalhães fe', 'ferr']) expect(titles(term), term).toEqual(expect.arrayContaining(['De José', 'De José, adiante']));
    expect(titles('jmf@campus').sort()).toEqual(['De José', 'De José, adiante']);
    for (const term of ['jose', 'ferr']) expect(titles(term).length, term).toBeLessThan(rows.length / 2);
    expect(rows.filter(byAuthor('gci')).every((r) => r.createdBy === 'gci')).toBe(true);
    expect(titles('catarina isabel')).toEqual(expect.arrayContaining(['À mesma hora', 'Muito adiante']));
    expect(rows.filter(byAuthor('catarina isabel')).every((r) => r.createdBy === 'gci')).toBe(true);
  });

  it("the own list keeps to the user's own under every filter", async () => {
    const rows = await t.database.db.select().from(notifications);
    for (const user of ['ccurso', 'gci', 'admin']) {
      for (const { query, keep } of cases(lisbonDay(new Date())).filter((c) => !c.all)) {
        const data = await get(user, `/notifications?${query}`);
        expect(data.every((n) => n.author.id_utilizador === user), `${user} ${query}`).toBe(true);
        expect(answered(data), `${user} ${query}`).toEqual(ids(rows.filter((r) => r.createdBy === user && keep(r)).sort(newestFirst)));
      }
    }
    // Someone else's notification of the same type and state stays out.
    expect((await get('ccurso', '/notifications?type=geral')).length).toBe(0);
    expect((await get('gci', '/notifications?type=curso&state=sent')).length).toBe(0);
  });

  it('sorts by date both ways, ties by id, as a sort done here', async () => {
    const rows = await t.database.db.select().from(notifications);
    const newest = [...rows].sort(newestFirst);
    const oldest = [...newest].reverse();
    expect(answered(await get('admin', '/notifications/all'))).toEqual(ids(newest));
    expect(answered(await get('admin', '/notifications/all?sort=date&order=DESC'))).toEqual(ids(newest));
    expect(answered(await get('admin', '/notifications/all?sort=date&order=ASC'))).toEqual(ids(oldest));
    expect(answered(await get('admin', '/notifications/all?sort=date'))).toEqual(ids(oldest));
    const mine = (r: NotificationRow) => r.createdBy === 'ccurso';
    expect(answered(await get('ccurso', '/notifications?sort=date&order=ASC'))).toEqual(ids(oldest.filter(mine)));
    expect(answered(await get('ccurso', '/notifications?sort=date&order=DESC&state=sent'))).toEqual(ids(newest.filter((r) => mine(r) && r.sent)));
    // The two at the same instant come in the order of their ids, reversed when oldest first.
    const tied = newest.filter((r) => r.date.getTime() === Date.parse('2027-07-14T23:00:00Z'));
    expect(tied).toHaveLength(2);
  });

  it('an unknown filter or sort, or a bad value, is a 400 in Portuguese', async () => {
    const refused: [string, string, string][] = [
      ['admin', '/notifications/all?nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['ccurso', '/notifications?nome=x&tipo=geral', LIST_MESSAGES.unknown(['nome', 'tipo'])],
      // The own list has no author: they are all the user's.
      ['ccurso', '/notifications?author=gci', LIST_MESSAGES.unknown(['author'])],
      ['admin', '/notifications?author=gci', LIST_MESSAGES.unknown(['author'])],
      ['admin', '/notifications/all?sort=titulo', LIST_MESSAGES.sort],
      ['ccurso', '/notifications?sort=createdAt', LIST_MESSAGES.sort],
      ['admin', '/notifications/all?sort=date&order=UP', LIST_MESSAGES.order],
      ['ccurso', '/notifications?state=cancelada', LIST_MESSAGES.choice],
      ['admin', '/notifications/all?state=pending,enviada', LIST_MESSAGES.choice],
      ['admin', '/notifications/all?type=', LIST_MESSAGES.choice],
      ['ccurso', `/notifications?type=${'x'.repeat(101)}`, LIST_MESSAGES.tooLong],
      ['admin', `/notifications/all?author=${'x'.repeat(101)}`, LIST_MESSAGES.tooLong],
      ['admin', `/notifications/all?author=${'é'.repeat(101)}`, LIST_MESSAGES.tooLong],
      ['admin', '/notifications/all?author=%20', LIST_MESSAGES.choice],
      ['admin', '/notifications/all?author=jo%00se', FIELD_MESSAGES.nul],
      ['admin', '/notifications/all?date_gte=2027-02-30', LIST_MESSAGES.date],
      ['ccurso', '/notifications?date_lte=ontem', LIST_MESSAGES.date],
    ];
    for (const [user, url, message] of refused) {
      const res = await t.as(user, { method: 'GET', url: `/api${url}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    // Everyone's list stays refused to the other roles, filters or not.
    expect((await t.as('gci', { method: 'GET', url: '/api/notifications/all?author=gci' })).statusCode).toBe(403);
  });

  it('every declared filter and sort is served by an index: no sequential scan in its plan', async () => {
    const day = lisbonDay(new Date());
    const raw: Record<string, string> = { type: 'curso', state: 'pending', author: 'ccurso', date_gte: day, date_lte: day };
    // The column each filter's index condition names (on everyone's list, which has no row rule).
    const column: Record<string, string> = { type: 'tipo', state: 'state', date: 'date', author: 'created_by' };
    const lists: [string, ListDeclaration, string | undefined][] = [
      ['own', notificationsList, 'ccurso'],
      ['all', allNotificationsList, undefined],
    ];
    for (const [name, list, author] of lists) {
      const schema = declaredListQuery(z.object({}), list);
      const queries: [string | undefined, Record<string, string>][] = [
        ...Object.entries(list.filters).map(([key, filter]): [string, Record<string, string>] => [key, Object.fromEntries(filterParams(key, filter).map((p) => [p, raw[p]]))]),
        ...list.sorts.flatMap((field): [undefined, Record<string, string>][] => [
          [undefined, { sort: field, order: 'ASC' }],
          [undefined, { sort: field, order: 'DESC' }],
        ]),
        // The author's search by part of a name, and by an accented one in capitals.
        ...('author' in list.filters ? [{ author: 'FERR' }, { author: 'JOSÉ' }].map((query): [string, Record<string, string>] => ['author', query]) : []),
      ];
      for (const [key, query] of queries) {
        const plan = await t.database.db.transaction(async (tx) => {
          // With sequential scans priced out, a plan that still has one has no index to use.
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const result = (await tx.execute(sql`EXPLAIN ${notificationRows(tx, schema.parse(query), author)}`)) as { rows: Record<string, string>[] };
          return result.rows.map((r) => Object.values(r)[0]).join('\n');
        });
        const what = `${name} ${JSON.stringify(query)}`;
        expect(plan, what).not.toMatch(/Seq Scan/);
        // And the filter is the index's condition (not a whole index read and filtered).
        if (key && !author) expect(plan, `${what}\n${plan}`).toMatch(new RegExp(`Index Cond: \\(+(notifications\\.)?${column[key]} `));
        // The author's search: the users found by the users search's trigram index, then their notifications by the author's.
        if (key === 'author') expect(plan, `${what}\n${plan}`).toMatch(/Index Cond: \(+(users\.)?busca /);
      }
      // The lists are answered whole (the spec's answer), so the database sorts them; read a page at a
      // time, the sort's index gives the rows in order both ways, with no sort step.
      for (const order of ['ASC', 'DESC'] as const) {
        const plan = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const result = (await tx.execute(sql`EXPLAIN ${notificationRows(tx, schema.parse({ sort: 'date', order }), author).limit(25)}`)) as { rows: Record<string, string>[] };
          return result.rows.map((r) => Object.values(r)[0]).join('\n');
        });
        // Everyone's from the date's index; one's own from the author's (the row rule, then the date and the id).
        expect(plan, `${name} ${order}\n${plan}`).toMatch(author ? /Index Scan (Backward )?using notifications_created_by_idx/ : /Index Scan (Backward )?using notifications_date_idx/);
        expect(plan, `${name} ${order}\n${plan}`).not.toMatch(/Seq Scan|(^|\s)Sort /);
      }
    }
  });
});
