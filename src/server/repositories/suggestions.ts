import { eq, inArray } from 'drizzle-orm';
import { latestFirst } from './order';
import type { Suggestion, SuggestionsPage } from '../../contract';
import type { Db } from '../db/client';
import { suggestions, type SuggestionRow, type User } from '../db/schema';
import { countsOf } from './rowCounts';

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

/**
 * A page of suggestions, newest first, with the totals (all, and archived) for the whole list.
 * The page's ids are found in the date index alone, then only those rows are read (a deferred
 * join: deep pages skip index entries, not rows); the totals are the triggers' counters.
 */
export async function listSuggestions(db: Db, { limit, page, includeArchived }: SuggestionsQuery): Promise<SuggestionsPage> {
  const pageIds = db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(includeArchived ? undefined : eq(suggestions.isArquivado, false))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(page * limit);
  const [rows, counts] = await Promise.all([
    db.select().from(suggestions).where(inArray(suggestions.id, pageIds)).orderBy(...newestFirst),
    countsOf(db, ['suggestions', 'suggestions:archived']),
  ]);
  const archived = counts['suggestions:archived'];
  const total = includeArchived ? counts.suggestions : counts.suggestions - archived;
  return { data: rows.map(toSuggestion), pagination: { count: rows.length, limit, total, page, archived } };
}

/** Archives or restores one suggestion; undefined when there is no such suggestion. */
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
