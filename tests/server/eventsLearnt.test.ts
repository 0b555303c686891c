/**
 * Nothing learnt that cannot be read (issue 46): for every area whose changes are told by a row rule
 * (events/readable.ts) and every demo account, the record ids a catch-up of /api/events tells it are
 * ids that the area's own endpoints show it. The areas come from the events' own list: an area
 * added there without a reader here fails, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { abandonmentSchools, ACCESS, normaliseRole, SCHOOLS, type Role } from '../../src/contract';
import { eventRules } from '../../src/server/events/rules';
import { STORES } from '../../src/server/resources';
import { rowsOf } from '../../src/server/jobs/notification-sender';
import { buildTestApp, type TestApp } from './helper';
import { learnt } from './catchUp';
import { DEMO_USERS } from './spec-access';

const READABLE = eventRules(ACCESS, STORES).readers;
let t: TestApp;
let base: string;
let from: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The changes to catch up on: some rows of every area's tables, across schools, one statement each.
  const [{ last }] = rowsOf<{ last: string | null }>(await t.database.db.execute(sql`select max(id)::text as last from change_events`));
  from = last ?? '0';
  for (const statement of [
    sql`update floors set name = name where id in (select id from floors order by id limit 40)`,
    sql`update abandonment_flags set descricao = descricao where user_id in (select user_id from abandonment_flags order by md5(user_id) limit 60)`,
    sql`update notifications set titulo = titulo where id in (select id from notifications order by md5(id::text) limit 60)`,
    sql`update tutorias set short_description = short_description`,
    sql`update enrolments set created_at = created_at where user_id in (select user_id from enrolments order by md5(user_id) limit 40)`,
    sql`update peer_interactions set duracao = duracao where id in (select id from peer_interactions order by md5(id::text) limit 60)`,
    sql`update peer_mentor_observations set texto = texto where id in (select id from peer_mentor_observations order by md5(id::text) limit 30)`,
  ]) await t.database.db.execute(statement);
}, 180_000);
afterAll(() => t.close());

const get = async (username: string, url: string) => {
  const res = await t.as(username, { method: 'GET', url: `/api${url}` });
  return res.statusCode === 200 ? (res.json() as { data: unknown }).data : undefined;
};

/** Per area, the record ids its screens' own calls show an account (the ids its changes are told by). */
const READERS: Record<string, (username: string, role: Role) => Promise<string[]>> = {
  blueprints: async (u) => Object.values(((await get(u, '/blueprints/backoffice')) ?? {}) as Record<string, { id: string }[]>).flat().map((f) => f.id),
  abandonment: async (u, role) => {
    const user = await t.database.db.execute(sql`select role_extra from users where id_utilizador = ${u}`);
    const extras = rowsOf<{ role_extra: string[] | null }>(user)[0]?.role_extra ?? null;
    const units = abandonmentSchools(role, extras).map((s) => SCHOOLS.find((school) => school.sigla === s.sigla)!.id);
    return (await Promise.all(units.map(async (uo) => ((await get(u, `/users/medabandono?UO=${uo}`)) ?? []) as { id_utilizador: string }[]))).flat().map((p) => p.id_utilizador);
  },
  notifications: async (u) => [...(((await get(u, '/notifications')) ?? []) as { _id: string }[]), ...(((await get(u, '/notifications/all')) ?? []) as { _id: string }[])].map((n) => n._id),
  tutorias: async (u) => (((await get(u, '/tutorias/')) ?? []) as { _id: string }[]).map((p) => p._id),
  mathPhysics: async (u) => {
    const first = (await get(u, '/tutorias/mathPhysicsReport')) as { years: string[] } | undefined;
    const years = first?.years ?? [];
    const reports = await Promise.all(years.map(async (y) => (await get(u, `/tutorias/mathPhysicsReport?academicYear=${encodeURIComponent(y)}`)) as { people: { id_utilizador: string }[] }));
    return reports.flatMap((r) => r.people.map((p) => p.id_utilizador));
  },
  peerMentoring: async (u) => (((await get(u, '/tutorias/')) ?? []) as { title: string; enrolls: { id_utilizador: string }[] }[]).filter((p) => p.title === 'Mentorias inter-pares').flatMap((p) => p.enrolls.map((e) => e.id_utilizador)),
};

const learntBy = (username: string) => learnt(t, base, username, from);

describe('what /api/events tells each account of the areas with a row rule', () => {
  it('has a reader of what each such area shows', () => {
    expect(Object.keys(READABLE).filter((area) => !READERS[area])).toEqual([]);
  });

  for (const username of DEMO_USERS) {
    it(`${username}: only ids its own calls show it`, async () => {
      const told = await learntBy(username);
      const [{ role }] = rowsOf<{ role: string | null }>(await t.database.db.execute(sql`select role from users where id_utilizador = ${username}`));
      const unreadable: string[] = [];
      for (const area of Object.keys(READABLE)) {
        const ids = told.get(area);
        if (!ids?.size) continue;
        const readable = new Set(await READERS[area](username, normaliseRole(role)));
        for (const id of ids) if (!readable.has(id)) unreadable.push(`${area} ${id}`);
      }
      expect(unreadable).toEqual([]);
    });
  }

  it('tells every such area to some account (the checks above are not empty)', async () => {
    const told = await Promise.all(DEMO_USERS.map(learntBy));
    expect(Object.keys(READABLE).filter((area) => !told.some((byArea) => byArea.get(area)?.size))).toEqual([]);
  });
});
