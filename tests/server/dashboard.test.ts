import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { abandonmentFlags, floors, hrRequests, notifications, suggestions } from '../../src/server/db/schema';
import { PROGRAMME_TITLES } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Card {
  key: string;
  count: number;
  items: { label: string; value: number; query?: Record<string, string> }[];
  chart?: { label: string; value: number }[];
}

async function cards(user: string): Promise<Record<string, Card>> {
  const res = await t.as(user, { method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as Card[]).map((c) => [c.key, c]));
}

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const schedule = (user: string, date: string) =>
  t.as(user, { method: 'POST', url: '/api/notifications', payload: { titulo: 'Aviso', mensagem: 'Teste.', url: '', date, tipo: 'geral', extra: '' } });

describe('GET /api/dashboard', () => {
  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('gives each role the cards of its areas, in order, and nothing to DEFAULT', async () => {
    expect(Object.keys(await cards('admin'))).toEqual(['suggestions', 'notifications', 'hrRequests', 'abandonment', 'tutorias', 'mathPhysics', 'jobFairs', 'professionalMentoring']);
    expect(Object.keys(await cards('dev'))).toEqual(['suggestions', 'notifications', 'hrRequests', 'abandonment', 'tutorias', 'mathPhysics', 'jobFairs', 'professionalMentoring']);
    expect(Object.keys(await cards('rh'))).toEqual(['hrRequests']);
    expect(Object.keys(await cards('direcao'))).toEqual(['notifications', 'blueprints', 'abandonment']);
    expect(Object.keys(await cards('gci'))).toEqual(['notifications']);
    expect(Object.keys(await cards('ccurso'))).toEqual(['notifications']);
    expect(Object.keys(await cards('default'))).toEqual([]);
    // The job fair page has no menu entry: the tutoring area reaches it from this card.
    expect(Object.keys(await cards('tutorias'))).toEqual(['tutorias', 'mathPhysics', 'jobFairs', 'professionalMentoring']);
    expect(Object.keys(await cards('tutorias_admin'))).toEqual(['tutorias', 'mathPhysics', 'jobFairs', 'professionalMentoring']);
  });

  it('counts, in the newest year of what each user sees, the tutors to decide and the mentees without a mentor', async () => {
    const everything = (await cards('tutorias_admin')).tutorias;
    const own = (await cards('tutorias')).tutorias;
    expect(everything.items.map((i) => i.label)).toEqual(['Tutores por aprovar', 'Mentorados sem mentor']);
    expect(everything.count).toBe(everything.items.reduce((sum, i) => sum + i.value, 0));
    expect(own.count).toBeLessThan(everything.count);
    const tutorias = (await t.as('tutorias', { method: 'GET', url: '/api/tutorias' })).json().data as { title: string; enrolls: { academicYear: string; type: string; mentorID: string | null }[] }[];
    const peers = tutorias.find((x) => x.title === 'Mentorias inter-pares')!.enrolls;
    const newest = peers.map((e) => e.academicYear).sort().at(-1);
    expect(own.items.find((i) => i.label === 'Mentorados sem mentor')?.value ?? 0).toBe(peers.filter((e) => e.academicYear === newest && e.type === 'mentorado' && e.mentorID === null).length);
  });

  it("counts the tutoring card for each tutoring user as that user's own /api/tutorias shows the programmes (managed ones, own unit, managed UCs)", async () => {
    type Seen = { title: string; enrolls: { academicYear: string; type: string; aprovado: boolean | null; mentorID: string | null }[] }[];
    const counted = [];
    for (const user of ['admin', 'dev', 'tutorias_admin', 'tutorias', 'orientacao']) {
      const seen = (await t.as(user, { method: 'GET', url: '/api/tutorias' })).json().data as Seen;
      const enrolls = seen.flatMap((x) => x.enrolls.map((e) => ({ ...e, title: x.title })));
      const newest = enrolls.map((e) => e.academicYear).sort().at(-1);
      const current = enrolls.filter((e) => e.academicYear === newest);
      const tutors = current.filter((e) => e.title === PROGRAMME_TITLES.mathPhysics && e.type === 'tutor' && e.aprovado === null).length;
      const mentees = current.filter((e) => e.title === PROGRAMME_TITLES.peerMentoring && e.type === 'mentorado' && e.mentorID === null).length;
      const items = (await cards(user)).tutorias?.items ?? [];
      expect({ user, items }).toEqual({
        user,
        items: [...(tutors ? [{ label: 'Tutores por aprovar', value: tutors }] : []), ...(mentees ? [{ label: 'Mentorados sem mentor', value: mentees }] : [])],
      });
      counted.push(tutors + mentees);
    }
    // The users see different rows: the rules are exercised.
    expect(new Set(counted).size).toBeGreaterThan(2);
  });

  it('counts the HR requests waiting for an answer, and the days the oldest has waited', async () => {
    const open = await t.database.db.select({ date: hrRequests.date }).from(hrRequests).where(isNull(hrRequests.anexoFileId));
    expect(open.length).toBeGreaterThan(0);
    const oldest = Math.min(...open.map((r) => r.date.getTime()));
    const days = Math.floor((Date.now() - oldest) / 86_400_000);
    expect(days).toBeGreaterThan(0);
    expect((await cards('rh')).hrRequests).toEqual({ key: 'hrRequests', count: open.length, items: [{ label: 'Dias do pedido mais antigo', value: days }] });
  });

  it("counts DIRECAO's floors the app does not show (no plan or hidden) in its schools only, per school and reason", async () => {
    const card = (await cards('direcao')).blueprints;
    // Seeded: ESTG 'Piso 2' hidden with a plan, 'Laboratórios' hidden without one; ESCE all shown.
    expect(card.items).toEqual([
      { label: 'ESTG: sem planta', value: 1 },
      { label: 'ESTG: escondidos', value: 2 },
    ]);
    expect(card.count).toBe(2);
    const created = await t.as('direcao', { method: 'POST', url: '/api/blueprints', payload: { school: 'ESCE', name: 'Piso 3 (dashboard)', visible: true } });
    expect(created.statusCode).toBe(201);
    const after = (await cards('direcao')).blueprints;
    expect(after.count).toBe(3);
    expect(after.items).toContainEqual({ label: 'ESCE: sem planta', value: 1 });
    // A floor of a school DIRECAO does not keep never counts.
    const [foreign] = await t.database.db.insert(floors).values({ school: 'ESE', name: 'Piso escondido (dashboard)', visible: false }).returning();
    expect((await cards('direcao')).blueprints).toEqual(after);
    await t.database.db.delete(floors).where(eq(floors.id, foreign.id));
    expect((await t.as('direcao', { method: 'DELETE', url: `/api/blueprints/${created.json().data.id}` })).statusCode).toBe(200);
  });

  it('counts the suggestions not archived, following archiving', async () => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(suggestions).where(eq(suggestions.isArquivado, false));
    expect((await cards('admin')).suggestions.count).toBe(n);
    const [one] = await t.database.db.select({ id: suggestions.id }).from(suggestions).where(eq(suggestions.isArquivado, false)).limit(1);
    const archived = await t.as('admin', { method: 'PUT', url: `/api/bugs/${one.id}`, payload: { isArquivado: true } });
    expect(archived.statusCode).toBe(200);
    expect((await cards('dev')).suggestions.count).toBe(n - 1);
  });

  it("counts an author's own notifications due in 24 hours; ADMIN counts everyone's", async () => {
    const before = { gci: (await cards('gci')).notifications.count, ccurso: (await cards('ccurso')).notifications.count, admin: (await cards('admin')).notifications.count };
    expect((await schedule('gci', inHours(2))).statusCode).toBe(201);
    expect((await schedule('gci', inHours(30))).statusCode).toBe(201);
    expect((await cards('gci')).notifications.count).toBe(before.gci + 1);
    expect((await cards('ccurso')).notifications.count).toBe(before.ccurso);
    expect((await cards('admin')).notifications.count).toBe(before.admin + 1);
  });

  it('lists the last notifications sent with their recipients, and 12 weeks of sending', async () => {
    const card = (await cards('admin')).notifications;
    const sent = await t.database.db.select({ titulo: notifications.titulo, n: notifications.recievedByCount, at: notifications.sentAt }).from(notifications).where(eq(notifications.sent, true));
    const latest = sent.sort((a, b) => b.at!.getTime() - a.at!.getTime()).slice(0, 3);
    expect(card.items).toEqual(latest.map((s) => ({ label: s.titulo, value: s.n })));
    expect(card.chart).toHaveLength(12);
    expect(card.chart!.every((p) => /^\d{2}\/\d{2}$/.test(p.label))).toBe(true);
    const twelveWeeks = sent.filter((s) => s.at!.getTime() > Date.now() - 11 * 7 * 86_400_000).length;
    const charted = card.chart!.reduce((sum, p) => sum + p.value, 0);
    expect(charted).toBeGreaterThanOrEqual(twelveWeeks);
    expect(charted).toBeLessThanOrEqual(sent.length);
  });

  it('counts abandonment flags only in the schools DIRECAO follows, per school, with the link to each', async () => {
    const own = ['ESTG', 'ESCE'];
    const flagged = await t.database.db
      .select({ unit: abandonmentFlags.unidadeOrganica, n: count() })
      .from(abandonmentFlags)
      .where(and(inArray(abandonmentFlags.unidadeOrganica, own)))
      .groupBy(abandonmentFlags.unidadeOrganica);
    const card = (await cards('direcao')).abandonment;
    expect(card.count).toBe(flagged.reduce((sum, f) => sum + f.n, 0));
    expect(card.items.map((i) => i.label).every((l) => own.includes(l))).toBe(true);
    for (const item of card.items) expect(item.query).toEqual({ UO: item.label === 'ESTG' ? '3' : expect.any(String) });
    const [{ n: all }] = await t.database.db.select({ n: count() }).from(abandonmentFlags);
    expect((await cards('admin')).abandonment.count).toBe(all);
  });
});
