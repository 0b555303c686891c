import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { abandonmentFlags, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

// The medical abandonment list (GET /users/medabandono): each school's flagged users, the schools a
// role may see, the unit asked. Its declared filters and sort: abandonmentList.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.idUtilizador, id)))[0];

describe('GET /api/users/medabandono', () => {
  const get = (query: string, as = 'admin') => t.as(as, { method: 'GET', url: `/api/users/medabandono${query}` });

  it('lists the users flagged in each unit, for every unit 1..8', async () => {
    const units = ['ESA', 'ESE', 'ESTG', 'ESCE', 'ESS', 'ESDL', 'SC', 'SAS'];
    for (const [i, unit] of units.entries()) {
      const res = await get(`?UO=${i + 1}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const flags = await t.database.db.select().from(abandonmentFlags).where(eq(abandonmentFlags.unidadeOrganica, unit));
      expect(flags.length, unit).toBeGreaterThanOrEqual(2);
      expect(data.map((u: { id_utilizador: string }) => u.id_utilizador).sort(), unit).toEqual(flags.map((f) => f.userId).sort());
      const first = data[0];
      const row = await userRow(first.id_utilizador);
      expect(first).toEqual({
        id_utilizador: row.idUtilizador,
        nome_completo: row.nome,
        num_utilizador: row.numUtilizador,
        email_interno: row.email,
        descricao: flags.find((f) => f.userId === row.idUtilizador)?.descricao,
      });
    }
  });

  it('shows DIRECAO only the schools in its extras', async () => {
    // direcao: ESTG (3) and ESCE (4)
    expect((await get('?UO=3', 'direcao')).statusCode).toBe(200);
    expect((await get('?UO=4', 'direcao')).json().data.length).toBeGreaterThan(0);
    for (const uo of [1, 2, 5, 6, 7, 8]) {
      const res = await get(`?UO=${uo}`, 'direcao');
      expect(res.statusCode, String(uo)).toBe(403);
      expect(res.json().message).toMatch(/^Não tem permissão para ver a unidade orgânica/);
    }
    expect((await get('?UO=1', 'dev')).statusCode).toBe(200);
  });

  it('answers 400 to a missing or unknown unit', async () => {
    for (const query of ['', '?UO=0', '?UO=9', '?UO=ESTG', '?UO=2.5']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.UO).toBe('Unidade orgânica inválida: use um número de 1 a 8.');
    }
  });
});
