import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIST_MESSAGES, MENTOR_STATUSES, type ProfessionalMentor, type ProfessionalOverview } from '../../src/contract';
import { professionalMentees, professionalMentors, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { foldText, planWithoutSeqScans, sortedRows } from './declaredLists';

// The professional mentors' filters (src/contract/lists/professionalMentors.ts) on allMentors and the
// page's overview: the mentors a reference computed here keeps, by name, and on the overview those
// mentors' applications only. Every role of the page sees every mentor (no row rule beyond the roles).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Ref {
  [key: string]: unknown;
  id: string;
  name: string | null;
  status: string;
}

const reference = (): Promise<Ref[]> =>
  t.database.db.select({ id: professionalMentors.userId, name: users.nome, status: professionalMentors.status }).from(professionalMentors).innerJoin(users, eq(users.idUtilizador, professionalMentors.userId));

/** The page's roles: the area's admins and a TUTORIAS user see the same mentors. */
const ACCOUNTS = ['admin', 'dev', 'tutorias_admin', 'tutorias'];

async function get<T>(username: string, url: string): Promise<T> {
  const res = await t.as(username, { method: 'GET', url });
  expect(res.statusCode, `${username} ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

describe('GET /api/mentoriasProfissionais/allMentors and /overview with the declared filters', () => {
  it('each filter alone and together keeps the mentors of a reference, by name, for every role of the page; the overview with their applications only', async () => {
    const rows = await reference();
    // Make every status present (the seed may have few of one).
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(MENTOR_STATUSES));
    const name = rows.find((r) => (r.name ?? '').length > 6)!.name!;
    // Three letters from the middle of a name, in capitals and without its accents: case and accents aside.
    const term = foldText(name).slice(2, 5).toUpperCase();
    const cases: [string, (r: Ref) => boolean][] = [
      ...MENTOR_STATUSES.map((s): [string, (r: Ref) => boolean] => [`status=${s}`, (r) => r.status === s]),
      ['status=ACEITE,RECUSADO', (r) => r.status === 'ACEITE' || r.status === 'RECUSADO'],
      [`name=${encodeURIComponent(term)}`, (r) => foldText(r.name).includes(foldText(term))],
      [`name=${encodeURIComponent(term)}&status=PENDENTE`, (r) => foldText(r.name).includes(foldText(term)) && r.status === 'PENDENTE'],
      ['name=zzzz', () => false],
      ['name=%25', () => false],
      ['sort=name&order=DESC', () => true],
    ];
    for (const [query, keep] of cases.slice(0, 5)) expect(rows.filter(keep).length, query).toBeGreaterThan(0);
    const applications = await t.database.db.select({ mentee: professionalMentees.userId, mentor: professionalMentees.mentorId }).from(professionalMentees);
    for (const username of ACCOUNTS) {
      for (const [query, keep] of cases) {
        const expected = sortedRows(rows.filter(keep), 'name', query.includes('DESC') ? 'DESC' : 'ASC', (r) => String(r.id)).map((r) => r.id);
        const mentors = await get<{ data: ProfessionalMentor[]; versions: Record<string, string> }>(username, `/api/mentoriasProfissionais/allMentors?${query}`);
        expect(mentors.data.map((m) => m.user_id), `${username} ${query}`).toEqual(expected);
        expect(Object.keys(mentors.versions).sort(), query).toEqual([...expected].sort());
        const { data: overview } = await get<{ data: ProfessionalOverview }>(username, `/api/mentoriasProfissionais/overview?${query}`);
        expect(overview.mentors.map((m) => m.user_id), `${username} ${query}`).toEqual(expected);
        const theirs = applications.filter((a) => expected.includes(a.mentor)).map((a) => `${a.mentee}|${a.mentor}`);
        expect(overview.mentees.map((m) => `${m.user_id}|${m.mentor_id}`).sort(), `${username} ${query}`).toEqual(theirs.sort());
      }
    }
  });

  it('an unknown filter or sort, a bad value or one too long is a 400 in Portuguese, on both calls', async () => {
    const refused: [string, string][] = [
      ['empresa=x', LIST_MESSAGES.unknown(['empresa'])],
      ['status=APROVADO', LIST_MESSAGES.choice],
      ['status=ACEITE,aceite', LIST_MESSAGES.choice],
      ['name=%20', LIST_MESSAGES.choice],
      [`name=${'a'.repeat(201)}`, LIST_MESSAGES.tooLong],
      ['sort=status', LIST_MESSAGES.sort],
      ['sort=name&order=down', LIST_MESSAGES.order],
    ];
    for (const path of ['allMentors', 'overview']) {
      for (const [query, message] of refused) {
        const res = await t.as('tutorias', { method: 'GET', url: `/api/mentoriasProfissionais/${path}?${query}` });
        expect(res.statusCode, `${path} ${query}`).toBe(400);
        expect(res.json().message, `${path} ${query}`).toBe(message);
      }
    }
  });

  it('the status filter is served by its index', async () => {
    const db = t.database.db;
    const plan = await planWithoutSeqScans(db, db.select({ id: professionalMentors.userId }).from(professionalMentors).where(eq(professionalMentors.status, 'PENDENTE')));
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index Cond: .*\bstatus\b/);
  });
});
