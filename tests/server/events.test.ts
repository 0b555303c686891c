/**
 * GET /api/events (docs/concurrency.md, "Events"): a change made by one user reaches another's
 * stream; nobody is told of a record it may not read (DIRECAO's schools, TUTORIAS' programmes,
 * CCURSO's own notifications); a reconnect with Last-Event-ID catches up, or is told to reset.
 * "Never told" is checked without waiting for nothing: forbidden changes first, then an allowed one;
 * the stream reads changes in order, so once the allowed one is in, the others would have been too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, lte, ne, notInArray } from 'drizzle-orm';
import { abandonmentFlags, changeEvents, enrolments, floors, hrRequests, notifications, peerInteractions, peerMentorRatings, tutoriaManagers, tutorias, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { STREAMS_MESSAGE } from '../../src/server/events';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t.close());

interface Received {
  event: string;
  id: string;
  data: { resource?: string; id?: string | null };
}

/** A stream read as the client reads it: fetch with the token header, events parsed as they come. */
async function openStream(username: string, lastEventId?: string) {
  const token = await t.login(username);
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { accept: 'text/event-stream', 'access-token': token, ...(lastEventId !== undefined && { 'last-event-id': lastEventId }) },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  const received: Received[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) {
        ended = true;
        break;
      }
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':') || !line.includes(':')) continue;
          const at = line.indexOf(':');
          fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
        }
        if (!fields.has('data')) continue;
        received.push({ event: fields.get('event') ?? 'message', id: fields.get('id') ?? '', data: JSON.parse(fields.get('data')!) });
        waiters.splice(0).forEach((w) => w());
      }
    }
    waiters.splice(0).forEach((w) => w());
  })();
  return {
    token,
    received,
    /** Resolves with the first event meeting `test` (already received or to come). */
    async next(test: (e: Received) => boolean): Promise<Received> {
      for (;;) {
        const found = received.find(test);
        if (found) return found;
        if (ended) throw new Error(`stream ended; received ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    changes: (resource: string) => received.filter((e) => e.event === 'message' && e.data.resource === resource),
    get ended() {
      return ended;
    },
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}

const change = (resource: string, id?: string) => (e: Received) => e.event === 'message' && e.data.resource === resource && (id === undefined || e.data.id === id);

describe('GET /api/events', () => {
  it('401 without a token, or with a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'access-token': 'nope' } })).statusCode).toBe(401);
  });

  it('406 to a signed-in request that does not read event streams (it would never end)', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(406);
    expect(res.json().message).toMatch(/fluxo de eventos/);
  });

  it("one user's change reaches another's stream", async () => {
    const admin = await openStream('admin');
    await admin.next((e) => e.event === 'ready');
    const res = await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Eventos: uma sugestão nova.' } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    expect((await admin.next(change('suggestions', id))).data).toEqual({ resource: 'suggestions', id });
    await admin.close();
  });

  it('an area a role may not open is never sent', async () => {
    const rh = await openStream('rh');
    await rh.next((e) => e.event === 'ready');
    await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Eventos: outra.' } }); // suggestions: administrators only
    // RH's own area, after: once it is in, the suggestion would have been too.
    const [first] = await t.database.db.select({ id: hrRequests.id }).from(hrRequests).limit(1);
    await t.database.db.update(hrRequests).set({ corpo: 'Eventos: pedido alterado' }).where(eq(hrRequests.id, first.id));
    await rh.next(change('hrRequests', first.id));
    expect(rh.changes('suggestions')).toEqual([]);
    await rh.close();
  });

  it("DIRECAO is told of its schools' abandonment and floors only", async () => {
    const direcao = await openStream('direcao'); // ESTG and ESCE
    await direcao.next((e) => e.event === 'ready');
    const [student] = await t.database.db.select({ id: users.idUtilizador }).from(users).where(eq(users.idUtilizador, 'default'));
    await t.database.db.insert(abandonmentFlags).values({ unidadeOrganica: 'ESE', userId: student.id, descricao: 'Outra escola' }).onConflictDoNothing();
    const [otherFloor] = await t.database.db.insert(floors).values({ school: 'ESE', name: 'Eventos ESE' }).returning();
    await t.database.db.insert(abandonmentFlags).values({ unidadeOrganica: 'ESTG', userId: student.id, descricao: 'A sua escola' }).onConflictDoNothing();
    const [ownFloor] = await t.database.db.insert(floors).values({ school: 'ESCE', name: 'Eventos ESCE' }).returning();
    await direcao.next(change('abandonment', student.id));
    await direcao.next(change('blueprints', ownFloor.id));
    expect(direcao.changes('abandonment')).toHaveLength(1);
    expect(direcao.changes('blueprints').map((e) => e.data.id)).toEqual([ownFloor.id]);
    expect(direcao.changes('blueprints').map((e) => e.data.id)).not.toContain(otherFloor.id);
    // A floor moved from one of its schools to another: told (it left its list), by the old value.
    const told = direcao.changes('blueprints')[0];
    await t.database.db.update(floors).set({ school: 'ESE' }).where(eq(floors.id, ownFloor.id));
    await direcao.next((e) => change('blueprints', ownFloor.id)(e) && e !== told);
    await direcao.close();
  });

  it('TUTORIAS is told of the programmes it manages only', async () => {
    const managed = (await t.database.db.select({ id: tutoriaManagers.tutoriaId }).from(tutoriaManagers).where(eq(tutoriaManagers.userId, 'tutorias'))).map((r) => r.id);
    expect(managed.length).toBeGreaterThan(0);
    const [other] = await t.database.db.select({ id: tutorias.id }).from(tutorias).where(notInArray(tutorias.id, managed)).limit(1);
    expect(other).toBeDefined();
    const tutoria = await openStream('tutorias');
    const admin = await openStream('tutorias_admin');
    await Promise.all([tutoria.next((e) => e.event === 'ready'), admin.next((e) => e.event === 'ready')]);
    await t.database.db.update(tutorias).set({ shortDescription: 'Eventos: outra' }).where(eq(tutorias.id, other.id));
    await t.database.db.update(enrolments).set({ createdAt: new Date() }).where(eq(enrolments.tutoriaId, other.id));
    await t.database.db.update(tutorias).set({ shortDescription: 'Eventos: a sua' }).where(eq(tutorias.id, managed[0]));
    await tutoria.next(change('tutorias', managed[0]));
    await admin.next(change('tutorias', managed[0]));
    expect(tutoria.changes('tutorias').map((e) => e.data.id)).toEqual([managed[0]]);
    expect(admin.changes('tutorias').map((e) => e.data.id)).toContain(other.id);
    await Promise.all([tutoria.close(), admin.close()]);
  });

  it("TUTORIAS of ESTG who manages maths is told of its unit's maths tutors only, not of another school's (issue 46)", async () => {
    // The demo's 'tutorias' manages the maths UC of 'Tutoria matemática e fisica' at ESTG.
    const mathTutor = (unit: string) =>
      t.database.db
        .select({ userId: enrolments.userId, uc: enrolments.uc, academicYear: enrolments.academicYear, tutoriaId: enrolments.tutoriaId })
        .from(enrolments)
        .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
        .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
        .where(and(eq(tutorias.title, 'Tutoria matemática e fisica'), eq(enrolments.uc, 'matematica'), eq(enrolments.type, 'tutor'), eq(users.unidadeOrganica, unit)))
        .limit(1);
    const [elsewhere] = await mathTutor('ESA');
    const [own] = await mathTutor('ESTG');
    expect(elsewhere && own).toBeTruthy();
    const touch = (e: typeof own) => t.database.db.update(enrolments).set({ createdAt: new Date() }).where(and(eq(enrolments.userId, e.userId), eq(enrolments.uc, 'matematica'), eq(enrolments.academicYear, e.academicYear), eq(enrolments.tutoriaId, e.tutoriaId)));
    const tutoria = await openStream('tutorias');
    await tutoria.next((e) => e.event === 'ready');
    await touch(elsewhere);
    await touch(own);
    await tutoria.next(change('mathPhysics', own.userId));
    expect(tutoria.changes('mathPhysics').map((e) => e.data.id)).not.toContain(elsewhere.userId);
    await tutoria.close();
  });

  it('a catch-up from the start tells TUTORIAS no peer-mentoring id it cannot read (issue 46)', async () => {
    // Another school's peer mentoring changes, then one of its own.
    const people = (unit: string) =>
      t.database.db
        .select({ menteeId: peerInteractions.menteeId })
        .from(peerInteractions)
        .innerJoin(users, eq(users.idUtilizador, peerInteractions.menteeId))
        .where(eq(users.unidadeOrganica, unit))
        .limit(3);
    const elsewhere = await people('ESA');
    const own = await people('ESTG');
    expect(elsewhere.length && own.length).toBeTruthy();
    for (const { menteeId } of [...elsewhere, ...own]) await t.database.db.update(peerInteractions).set({ duracao: 45 }).where(eq(peerInteractions.menteeId, menteeId));
    await t.database.db.update(peerMentorRatings).set({ rating: 4 }).where(inArray(peerMentorRatings.userId, elsewhere.map((p) => p.menteeId)));

    // What its own calls let it read: the people of the programmes it manages that it sees.
    const programmes = (await t.as('tutorias', { method: 'GET', url: '/api/tutorias/' })).json().data as { enrolls: { id_utilizador: string }[] }[];
    const readable = new Set(programmes.flatMap((p) => p.enrolls.map((e) => e.id_utilizador)));
    const caughtUp = await openStream('tutorias', '0');
    await caughtUp.next((e) => e.event === 'ready');
    const learnt = caughtUp.changes('peerMentoring').map((e) => e.data.id);
    expect(learnt).toEqual(expect.arrayContaining(own.map((p) => p.menteeId)));
    expect(learnt.filter((id) => typeof id === 'string' && !readable.has(id))).toEqual([]);
    await caughtUp.close();
  });

  it("CCURSO is told of its own notifications only, not of others' for its courses", async () => {
    const ccurso = await openStream('ccurso'); // courses 9201 and 9205
    await ccurso.next((e) => e.event === 'ready');
    const [someone] = await t.database.db.select().from(notifications).where(and(ne(notifications.createdBy, 'ccurso'), eq(notifications.extra, '9201'))).limit(1);
    const [mine] = await t.database.db.select().from(notifications).where(eq(notifications.createdBy, 'ccurso')).limit(1);
    const target = someone ?? (await t.database.db.select().from(notifications).where(ne(notifications.createdBy, 'ccurso')).limit(1))[0];
    expect(target && mine).toBeTruthy();
    await t.database.db.update(notifications).set({ titulo: 'Eventos: de outra pessoa' }).where(eq(notifications.id, target.id));
    await t.database.db.update(notifications).set({ titulo: 'Eventos: sua' }).where(eq(notifications.id, mine.id));
    await ccurso.next(change('notifications', mine.id));
    expect(ccurso.changes('notifications').map((e) => e.data.id)).toEqual([mine.id]);
    await ccurso.close();
  });

  it('someone opening or leaving an HR request is told to the HR screen\'s roles only; a renewal is not told', async () => {
    const rh = await openStream('rh');
    const direcao = await openStream('direcao');
    await Promise.all([rh.next((e) => e.event === 'ready'), direcao.next((e) => e.event === 'ready')]);
    const [request] = await t.database.db.select({ id: hrRequests.id }).from(hrRequests).limit(1);
    const note = (ids: string[]) => t.as('admin', { method: 'PUT', url: '/api/presenca/hrRequests', payload: { tab: 'eventos-admin', ids } });
    expect((await note([request.id])).statusCode).toBe(200);
    await rh.next(change('presence', request.id));
    expect((await note([request.id])).statusCode).toBe(200); // renewed: nothing to tell
    expect((await note([])).statusCode).toBe(200); // left
    await rh.next((e) => change('presence', request.id)(e) && e !== rh.changes('presence')[0]);
    expect(rh.changes('presence')).toHaveLength(2);
    // DIRECAO may not open HR requests: after an area it does read, the notes would have been in.
    const [floor] = await t.database.db.insert(floors).values({ school: 'ESTG', name: 'Eventos: presença' }).returning();
    await direcao.next(change('blueprints', floor.id));
    expect(direcao.changes('presence')).toEqual([]);
    await Promise.all([rh.close(), direcao.close()]);
  });

  it('a reconnect with Last-Event-ID gets what it missed, then ready; one older than what is kept gets reset', async () => {
    const first = await openStream('admin');
    const ready = await first.next((e) => e.event === 'ready');
    await first.close();
    const res = await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Eventos: enquanto desligado.' } });
    const id = res.json().data._id as string;
    const again = await openStream('admin', ready.id);
    const missed = await again.next(change('suggestions', id));
    const readyAgain = await again.next((e) => e.event === 'ready');
    expect(again.received.indexOf(missed)).toBeLessThan(again.received.indexOf(readyAgain));
    expect(Number(readyAgain.id)).toBeGreaterThanOrEqual(Number(missed.id));
    await again.close();
    // What it names has been pruned: the client must read everything again.
    await t.database.db.delete(changeEvents).where(lte(changeEvents.id, Number(missed.id)));
    const late = await openStream('admin', missed.id);
    const reset = await late.next((e) => e.event === 'reset' || e.event === 'ready');
    expect(reset.event).toBe('reset');
    await late.close();
  });

  it('a stream ends when its session is signed out', async () => {
    const stream = await openStream('gci');
    await stream.next((e) => e.event === 'ready');
    const out = await t.app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: { 'access-token': stream.token } });
    expect(out.statusCode).toBeLessThan(300);
    await expect(stream.next(() => false)).rejects.toThrow(/stream ended/);
  });

  it('refuses one stream more than EVENT_STREAMS_PER_USER a user (429 in Portuguese); another user, or the same once one closes, opens', async () => {
    const cap = t.app.config.EVENT_STREAMS_PER_USER;
    const open = await Promise.all(Array.from({ length: cap }, () => openStream('dev')));
    await Promise.all(open.map((stream) => stream.next((e) => e.event === 'ready')));
    const token = await t.login('dev');
    const refused = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', 'access-token': token } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ statusCode: 429, message: STREAMS_MESSAGE });
    const other = await openStream('gci');
    await other.close();
    await open[0].close();
    await expect.poll(() => t.app.changeHub.streamsOf('dev')).toBe(cap - 1);
    const again = await openStream('dev');
    await again.next((e) => e.event === 'ready');
    await Promise.all([again, ...open.slice(1)].map((stream) => stream.close()));
  });
});
