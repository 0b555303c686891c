import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PEER_MENTORING_MESSAGES, type PeerMentor, type PeerPerson, type YearInteraction } from '../../src/contract';
import { peerInteractions, peerMentorObservations, peerMentorRatings, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (as: string, url: string) => t.as(as, { method: 'GET', url: `/api/tutorias/${url}` });
const ok = async <T>(as: string, url: string): Promise<T> => {
  const res = await get(as, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const yearOf = async (as: string, year: string) => (await ok<{ data: YearInteraction[] }>(as, `interactions?academicYear=${encodeURIComponent(year)}`)).data;
const unitOf = async (id: string) => (await t.database.db.select({ unit: users.unidadeOrganica }).from(users).where(eq(users.idUtilizador, id)))[0].unit;
const allInteractions = () => t.database.db.select().from(peerInteractions);
const YEARS = ['2024/2025', '2025/2026', '2026/2027'];

/**
 * Runs `body` with the account's unit and tipo changed in the database, then puts them back. A
 * change made outside the server applies once the server hears the database's notification
 * (src/server/auth/tokenCache.ts): at once on PGlite, a moment after the commit on PostgreSQL.
 */
async function withAccount(username: string, change: { unidadeOrganica: string; tipo: string | null }, body: () => Promise<void>) {
  const [before] = await t.database.db.select({ unidadeOrganica: users.unidadeOrganica, tipo: users.tipo }).from(users).where(eq(users.idUtilizador, username));
  const heard = (account: { unidadeOrganica: string | null; tipo: string | null }) =>
    expect
      .poll(async () => {
        const { data } = (await t.as(username, { method: 'GET', url: '/api/backoffice/verifytoken' })).json();
        return { unidadeOrganica: data.unidade_organica, tipo: data.tipo };
      }, { timeout: 1000, interval: 5 })
      .toEqual(account);
  await t.database.db.update(users).set(change).where(eq(users.idUtilizador, username));
  await heard(change);
  try {
    await body();
  } finally {
    await t.database.db.update(users).set(before).where(eq(users.idUtilizador, username));
    await heard(before);
  }
}

describe('the demo data', () => {
  it('has interactions of several kinds in every year, pairs with none, pairs on a single day, and same-day duplicates', async () => {
    const rows = await allInteractions();
    expect(new Set(rows.map((r) => r.academicYear))).toEqual(new Set(YEARS));
    expect(new Set(rows.map((r) => r.tipo)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.introduzidoPor))).toEqual(new Set(['mentorado', 'mentor']));
    expect(Math.min(...rows.map((r) => r.duracao))).toBeGreaterThanOrEqual(10);
    expect(Math.max(...rows.map((r) => r.duracao))).toBeLessThanOrEqual(120);
    const days = new Map<string, string[]>();
    for (const r of rows) days.set(`${r.menteeId}|${r.academicYear}`, [...(days.get(`${r.menteeId}|${r.academicYear}`) ?? []), r.date]);
    expect([...days.values()].some((d) => new Set(d).size === 1)).toBe(true);
    expect([...days.values()].some((d) => new Set(d).size < d.length)).toBe(true);
    const { mentees } = await ok<{ mentees: PeerPerson[] }>('admin', 'availableMentees');
    expect(mentees.some((m) => m.mentorID && !days.has(`${m.id_utilizador}|${m.academicYear}`))).toBe(true);
  });
});

describe('GET /tutorias/availableMentors', () => {
  it("gives each mentor that year's ratings by its mentees and its observations by date; some mentors have neither", async () => {
    const { mentors } = await ok<{ mentors: PeerMentor[] }>('admin', 'availableMentors');
    const ratings = await t.database.db.select().from(peerMentorRatings);
    const observations = await t.database.db.select().from(peerMentorObservations);
    expect(ratings.length).toBeGreaterThan(0);
    expect(mentors.reduce((n, m) => n + m.ratings.length, 0)).toBe(ratings.length);
    expect(mentors.reduce((n, m) => n + m.observacoes.length, 0)).toBe(observations.length);
    expect(mentors.some((m) => m.ratings.length === 0)).toBe(true);
    expect(mentors.some((m) => m.observacoes.length === 0)).toBe(true);
    const rated = mentors.find((m) => m.ratings.length > 1)!;
    const stored = ratings.filter((r) => r.mentorId === rated.id_utilizador && r.academicYear === rated.academicYear);
    expect(rated.ratings).toEqual(expect.arrayContaining(stored.map((r) => ({ id_utilizador: r.userId, rating: r.rating }))));
    const noted = mentors.find((m) => m.observacoes.length > 1)!;
    expect(noted.observacoes.map((o) => o.data)).toEqual(noted.observacoes.map((o) => o.data).sort());
    expect(Object.keys(noted.observacoes[0]).sort()).toEqual(['data', 'texto']);
  });

  it('gives a TUTORIAS manager only its unit, and one that does not manage peer mentoring nothing', async () => {
    const { mentors } = await ok<{ mentors: PeerMentor[] }>('tutorias', 'availableMentors');
    expect(mentors.length).toBeGreaterThan(0);
    expect(new Set(mentors.map((m) => m.unidade_organica))).toEqual(new Set([await unitOf('tutorias')]));
    expect((await ok<{ mentors: PeerMentor[] }>('orientacao', 'availableMentors')).mentors).toEqual([]);
  });
});

describe('GET /tutorias/interactions?academicYear', () => {
  it("gives ADMIN, and the area's users whose tipo is SC, every interaction of the year, with mentee and mentor", async () => {
    const stored = (await allInteractions()).filter((r) => r.academicYear === '2025/2026');
    for (const who of ['admin', 'dev', 'tutorias_admin']) {
      const data = await yearOf(who, '2025/2026');
      expect(data, who).toHaveLength(stored.length);
      expect(data.map((i) => i.data)).toEqual(data.map((i) => i.data).sort());
    }
    const one = stored[0];
    expect(await yearOf('admin', '2025/2026')).toContainEqual({ menteeId: one.menteeId, mentorId: one.mentorId, data: one.date, tipo: one.tipo, duracao: one.duracao, introduzidoPor: one.introduzidoPor });
  });

  it("limits a TUTORIAS manager to its unit's mentees, and gives nothing to one that does not manage peer mentoring", async () => {
    const unit = await unitOf('tutorias');
    const stored = (await allInteractions()).filter((r) => r.academicYear === '2025/2026');
    const units = new Map(await Promise.all([...new Set(stored.map((r) => r.menteeId))].map(async (id) => [id, await unitOf(id)] as const)));
    const mine = stored.filter((r) => units.get(r.menteeId) === unit);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(stored.length);
    const data = await yearOf('tutorias', '2025/2026');
    expect(data).toHaveLength(mine.length);
    expect(new Set(data.map((i) => units.get(i.menteeId)))).toEqual(new Set([unit]));
    expect(await yearOf('orientacao', '2025/2026')).toEqual([]);
  });

  it('limits TUTORIAS_ADMIN to its own unit when its tipo is not SC (spec section 6); ADMIN and DEV never', async () => {
    const stored = (await allInteractions()).filter((r) => r.academicYear === '2026/2027');
    const units = new Map(await Promise.all([...new Set(stored.map((r) => r.menteeId))].map(async (id) => [id, await unitOf(id)] as const)));
    const ese = stored.filter((r) => units.get(r.menteeId) === 'ESE').length;
    expect(ese).toBeGreaterThan(0);
    await withAccount('tutorias_admin', { unidadeOrganica: 'ESE', tipo: null }, async () => {
      const data = await yearOf('tutorias_admin', '2026/2027');
      expect(data).toHaveLength(ese);
      expect(new Set(data.map((i) => units.get(i.menteeId)))).toEqual(new Set(['ESE']));
      const calendar = await get('tutorias_admin', `interactionsMentorado/${stored.find((r) => units.get(r.menteeId) !== 'ESE')!.menteeId}`);
      expect(calendar.statusCode).toBe(404);
    });
    for (const who of ['admin', 'dev']) {
      await withAccount(who, { unidadeOrganica: 'ESE', tipo: null }, async () => expect(await yearOf(who, '2026/2027'), who).toHaveLength(stored.length));
    }
  });

  it('answers an empty list for a year without mentoring', async () => {
    expect(await yearOf('admin', '2019/2020')).toEqual([]);
  });

  it('refuses a missing or malformed year, and NUL, with a Portuguese 400', async () => {
    expect((await get('admin', 'interactions')).json()).toMatchObject({ statusCode: 400, errors: { academicYear: PEER_MENTORING_MESSAGES.yearRequired } });
    for (const year of ['2025', '2025/2027', '2025-2026', '1900/1901', '2100/2101']) {
      const res = await get('admin', `interactions?academicYear=${encodeURIComponent(year)}`);
      expect(res.json(), year).toMatchObject({ statusCode: 400, errors: { academicYear: 'Ano letivo inválido (ex.: 2025/2026).' } });
    }
    expect((await get('admin', `interactions?academicYear=2025/2026${'x'.repeat(5000)}`)).json()).toMatchObject({ statusCode: 400, errors: { academicYear: 'Maximo de 9 caracteres' } });
    expect((await get('admin', 'interactions?academicYear=2025%2F2026%00')).json()).toMatchObject({ statusCode: 400, message: 'O texto contém caracteres inválidos.' });
  });

  it('is refused outside the tutoring area, and without a session', async () => {
    for (const who of ['rh', 'ccurso', 'default']) expect((await get(who, 'interactions?academicYear=2025/2026')).statusCode, who).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/tutorias/interactions?academicYear=2025/2026' })).statusCode).toBe(401);
  });
});

describe('GET /tutorias/interactionsMentorado/:menteeId', () => {
  const busiest = async () => {
    const rows = await allInteractions();
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.menteeId, (counts.get(r.menteeId) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
  };

  it("gives a mentee's interactions oldest first, in the spec's fields", async () => {
    const [mentee] = await busiest();
    const stored = await t.database.db.select().from(peerInteractions).where(eq(peerInteractions.menteeId, mentee));
    const { data } = await ok<{ data: { data: string }[] }>('tutorias_admin', `interactionsMentorado/${mentee}`);
    expect(data).toHaveLength(stored.length);
    expect(data.map((i) => i.data)).toEqual(stored.map((r) => r.date).sort());
    expect(Object.keys(data[0]).sort()).toEqual(['data', 'duracao', 'introduzidoPor', 'tipo']);
  });

  it('answers an empty list for a visible mentee without interactions', async () => {
    const { mentees } = await ok<{ mentees: PeerPerson[] }>('admin', 'availableMentees');
    const rows = await allInteractions();
    const quiet = mentees.find((m) => !rows.some((r) => r.menteeId === m.id_utilizador))!;
    expect(await ok('admin', `interactionsMentorado/${quiet.id_utilizador}`)).toEqual({ data: [] });
  });

  it("gives a TUTORIAS manager its unit's mentees and answers 404 for any other, as for an unknown one", async () => {
    const unit = await unitOf('tutorias');
    const ids = await busiest();
    const units = await Promise.all(ids.map(unitOf));
    const mine = ids[units.indexOf(unit)];
    const other = ids[units.findIndex((u) => u !== unit)];
    expect((await ok<{ data: unknown[] }>('tutorias', `interactionsMentorado/${mine}`)).data.length).toBeGreaterThan(0);
    const notFound = { statusCode: 404, message: PEER_MENTORING_MESSAGES.menteeNotFound };
    expect((await get('tutorias', `interactionsMentorado/${other}`)).json()).toEqual(notFound);
    expect((await get('orientacao', `interactionsMentorado/${mine}`)).json()).toEqual(notFound);
    expect((await get('admin', 'interactionsMentorado/ninguem')).json()).toEqual(notFound);
    // A mentor who is never a mentee is no mentee.
    const { mentees } = await ok<{ mentees: PeerPerson[] }>('admin', 'availableMentees');
    const { mentors } = await ok<{ mentors: PeerMentor[] }>('admin', 'availableMentors');
    const mentor = mentors.find((m) => !mentees.some((e) => e.id_utilizador === m.id_utilizador))!;
    expect((await get('admin', `interactionsMentorado/${mentor.id_utilizador}`)).json()).toEqual(notFound);
  });

  it('refuses a malformed id and NUL with a Portuguese 400', async () => {
    for (const id of ['a%20b', '%3Cscript%3E', 'x'.repeat(65), '%27%3B--']) {
      const res = await get('admin', `interactionsMentorado/${id}`);
      expect(res.json(), id).toMatchObject({ statusCode: 400, message: PEER_MENTORING_MESSAGES.menteeId });
    }
    expect((await get('admin', 'interactionsMentorado/a1%00')).json()).toMatchObject({ statusCode: 400, message: 'O texto contém caracteres inválidos.' });
  });

  it('is refused outside the tutoring area', async () => {
    expect((await get('gci', 'interactionsMentorado/ninguem')).statusCode).toBe(403);
  });
});
