import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AvailableManager } from '../../contract';
import type { Db } from '../db/client';
import { tutoriaManagers, tutorias, users } from '../db/schema';

/** Staff of the tutoring area, and anyone who manages a programme, with the titles they manage. */
export async function availableManagers(db: Db): Promise<AvailableManager[]> {
  const managing = sql<string[]>`coalesce(array_agg(distinct ${tutorias.title}) filter (where ${tutorias.title} is not null), '{}')`;
  return db
    .select({ id_utilizador: users.idUtilizador, nome: users.nome, unidade_organica: users.unidadeOrganica, managingTutorias: managing })
    .from(users)
    .leftJoin(tutoriaManagers, eq(tutoriaManagers.userId, users.idUtilizador))
    .leftJoin(tutorias, eq(tutorias.id, tutoriaManagers.tutoriaId))
    .where(or(inArray(users.role, ['TUTORIAS', 'TUTORIAS_ADMIN']), sql`${tutoriaManagers.userId} is not null`))
    .groupBy(users.idUtilizador)
    .orderBy(asc(users.nome), asc(users.idUtilizador));
}
