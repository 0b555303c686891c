import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { latestFirst } from './order';
import type { Suggestion, SuggestionsPage } from '../../contract';
import type { Db } from '../db/client';
import { suggestions, type SuggestionRow, type User } from '../db/schema';
import { counted, countsOf, totalsAlone } from './rowCounts';

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    _id: row.id,
    nomeUser: row.nomeUser,
    emailUser: row.emailUser,
    mensagem: row.mensagem,
    date: row.date.toISOString(),
    isArquivado: row.isArquivado,
  };
}

export interface SuggestionsQuery {
  limit: number;
  page: number;
  includeArchived: boolean;
}

const newestFirst = [latestFirst(suggestions.date), latestFirst(suggestions.id)];

/** One page of suggestions, newest first (with these extra columns): the ids from the date index alone, then only those rows (a deferred join). */
function pageQuery<T extends Record<string, SQL>>(db: Db, { limit, page, includeArchived }: SuggestionsQuery, extra: T) {
  const pageIds = db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(includeArchived ? undefined : eq(suggestions.isArquivado, false))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(page * limit);
  return db
    .select({ ...getTableColumns(suggestions), ...extra })
    .from(suggestions)
    .where(inArray(suggestions.id, pageIds))
    .orderBy(...newestFirst);
}

/** One page of suggestions, newest first, without totals. */
export const suggestionsPage = (db: Db, query: SuggestionsQuery) => pageQuery(db, query, {});

/** The inbox's totals: every suggestion, and the archived ones (the triggers' counters). */
const TOTALS = { all: counted(sql`select 'suggestions'`), archived: counted(sql`select 'suggestions:archived'`) };

/** A page of suggestions with the totals for the whole list, read in the same statement. */
export async function listSuggestions(db: Db, query: SuggestionsQuery): Promise<SuggestionsPage> {
  const rows = await pageQuery(db, query, TOTALS);
  const { all, archived } = rows[0] ?? (await totalsAlone(db, TOTALS));
  const total = query.includeArchived ? all : all - archived;
  return { data: rows.map(toSuggestion), pagination: { count: rows.length, limit: query.limit, total, page: query.page, archived } };
}

/** Archives or unarchives; says what it was before (for the audit trail). */
export async function setSuggestionArchived(db: Db, id: string, isArquivado: boolean): Promise<{ suggestion: Suggestion; wasArquivado: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ isArquivado: suggestions.isArquivado }).from(suggestions).where(eq(suggestions.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(suggestions).set({ isArquivado }).where(eq(suggestions.id, id)).returning();
    return { suggestion: toSuggestion(row), wasArquivado: before.isArquivado };
  });
}

/** A suggestion from a signed-in user, with the name and e-mail the user has now. */
export async function createSuggestion(db: Db, user: User, mensagem: string): Promise<Suggestion> {
  const [row] = await db
    .insert(suggestions)
    .values({ userId: user.idUtilizador, nomeUser: user.nome ?? user.idUtilizador, emailUser: user.email, mensagem })
    .returning();
  return toSuggestion(row);
}

/** Suggestions not archived yet (the dashboard's card). */
export async function countUnarchived(db: Db): Promise<number> {
  const counts = await countsOf(db, ['suggestions', 'suggestions:archived']);
  return counts.suggestions - counts['suggestions:archived'];
}
