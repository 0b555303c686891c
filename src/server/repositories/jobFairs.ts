import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFairs } from '../db/schema';

/** The active fairs, newest year first, each with its number of registrations (for the dashboard). */
export async function activeJobFairs(db: Db): Promise<{ label: string; value: number }[]> {
  return db
    .select({ label: jobFairs.nome, value: sql<number>`jsonb_array_length(${jobFairs.inscricoes})::int` })
    .from(jobFairs)
    .where(eq(jobFairs.ativa, true))
    .orderBy(desc(jobFairs.anoLetivo), asc(jobFairs.nome));
}
