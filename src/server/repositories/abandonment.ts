/** The medical abandonment list (spec section 2 "Medical abandonment screen") and the dashboard's count of it. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { abandonmentList, type AbandonmentUser, type DeclaredListQuery, type SchoolSigla } from '../../contract';
import type { Db } from '../db/client';
import { abandonmentFlags, users } from '../db/schema';
import { declaredOrder, declaredWhere, textSortKey, type ListColumns } from '../lists/declaredQuery';

/** The column each declared filter and sort of the abandonment list reads (src/contract/lists/abandonment.ts); each has an index. */
const abandonmentColumns: ListColumns<'name' | 'school', 'name' | 'id'> = {
  filters: { name: users.nome, school: abandonmentFlags.unidadeOrganica },
  sorts: { name: textSortKey(users.nome), id: users.idUtilizador },
  // Unique within one unit (the flags' key is the unit and the user).
  tiebreak: users.idUtilizador,
};

/** The abandonment flags of these units (the schools the role sees): the list's row rule, and its live events' (events/readable.ts). */
export const flagsOfUnits = (units: readonly string[]): SQL => (units.length ? inArray(abandonmentFlags.unidadeOrganica, [...units]) : sql`false`);

/**
 * The users flagged for abandonment in one organic unit (the row rule: always that unit, whatever
 * the filters), with the declared filters and sort (by name unless asked). Also EXPLAINed by the tests.
 */
export function abandonmentRows(db: Db, unit: SchoolSigla, query: DeclaredListQuery = {}) {
  return db
    .select({
      id_utilizador: users.idUtilizador,
      nome_completo: users.nome,
      num_utilizador: users.numUtilizador,
      email_interno: users.email,
      descricao: abandonmentFlags.descricao,
    })
    .from(abandonmentFlags)
    .innerJoin(users, eq(users.idUtilizador, abandonmentFlags.userId))
    .where(and(flagsOfUnits([unit]), declaredWhere(abandonmentList, abandonmentColumns, query)))
    .orderBy(...declaredOrder(abandonmentList, abandonmentColumns, query));
}

/** The users flagged for abandonment in one organic unit, by name unless asked, with the declared filters. */
export async function abandonmentUsers(db: Db, unit: SchoolSigla, query: DeclaredListQuery = {}): Promise<AbandonmentUser[]> {
  return abandonmentRows(db, unit, query);
}

/** Students flagged for abandonment per school, for these schools (the dashboard's card). */
export async function abandonmentCounts(db: Db, units: readonly SchoolSigla[]): Promise<Map<SchoolSigla, number>> {
  if (units.length === 0) return new Map();
  const rows = await db
    .select({ unit: abandonmentFlags.unidadeOrganica, n: sql<number>`count(*)::int` })
    .from(abandonmentFlags)
    .where(inArray(abandonmentFlags.unidadeOrganica, [...units]))
    .groupBy(abandonmentFlags.unidadeOrganica);
  return new Map(rows.map((r) => [r.unit as SchoolSigla, r.n]));
}
