import { eq, sql } from 'drizzle-orm';
import { CALENDAR_LANGS, calendarVersions, OVERWRITE, emptyCalendar, type CalendarDocument, type CalendarLang, type UpdateCalendarBody } from '../../contract';
import { staleWrite, versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { calendars } from '../db/schema';

/**
 * In the API the product's commemorative day is keyed by the product name (PRODUCT_NAME); in the
 * database it is kept under this fixed key, so renaming the product does not lose it.
 */
export const PRODUCT_DAY_KEY = 'produto';

export function toStoredCalendar(document: CalendarDocument, productName: string): CalendarDocument {
  const { [productName]: productDay, ...schoolDays } = document.DiasComemorativos;
  return { ...document, DiasComemorativos: { ...schoolDays, [PRODUCT_DAY_KEY]: productDay ?? '' } };
}

/** The stored document in the API's shape; a missing field (or document) reads as empty. */
export function fromStoredCalendar(stored: CalendarDocument | undefined, productName: string): CalendarDocument {
  const empty = emptyCalendar(productName);
  if (!stored) return empty;
  const days = stored.DiasComemorativos ?? {};
  return {
    Periodos: { ...empty.Periodos, ...stored.Periodos },
    ParagemLetiva: { ...empty.ParagemLetiva, ...stored.ParagemLetiva },
    DiasComemorativos: Object.fromEntries(
      Object.keys(empty.DiasComemorativos).map((key) => [key, (key === productName ? days[PRODUCT_DAY_KEY] : days[key]) ?? '']),
    ),
    PeriododeExames: {
      EpocanormaleEpocadeRecurso: { ...empty.PeriododeExames.EpocanormaleEpocadeRecurso, ...stored.PeriododeExames?.EpocanormaleEpocadeRecurso },
      EpocaEspecial: stored.PeriododeExames?.EpocaEspecial ?? '',
    },
    Feriados: { ...empty.Feriados, ...stored.Feriados },
  };
}

/** A language's document and its version (none for a language never saved). */
export async function readCalendar(db: Db, lang: CalendarLang, productName: string): Promise<{ document: CalendarDocument; version?: string }> {
  const [row] = await db.select({ document: calendars.document, version: versionOf(calendars) }).from(calendars).where(eq(calendars.lang, lang));
  return { document: fromStoredCalendar(row?.document, productName), version: row?.version };
}

/**
 * Saves both languages in one statement: both are written or neither is. `readAt`, the versions its
 * writer read (If-Match's tags, each a calendarVersion; any one of them current will do): a language
 * changed since (or saved since it was read as never saved) is not written, and then neither is:
 * 409. A language read at OVERWRITE is written as it is.
 */
export async function saveCalendars(db: Db, body: UpdateCalendarBody, productName: string, readAt?: readonly string[]): Promise<void> {
  const seen = readAt?.flatMap((tag) => calendarVersions(tag) ?? []);
  if (seen && !seen.length) throw staleWrite();
  // Each stored language at the version read of it ('' for one never saved matches none), or any (OVERWRITE).
  const atVersion = (read: Partial<Record<CalendarLang, string>>, lang: CalendarLang) => (read[lang] === OVERWRITE ? sql`true` : sql`${versionOf(calendars)} = ${read[lang] ?? ''}`);
  const atVersions = seen && sql`(${sql.join(seen.map((read) => sql`(case ${calendars.lang} ${sql.join(CALENDAR_LANGS.map((lang) => sql`when ${lang} then ${atVersion(read, lang)}`), sql` `)} end)`), sql` or `)})`;
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(calendars)
      .values([
        { lang: 'pt', document: toStoredCalendar(body.pt, productName), updatedAt },
        { lang: 'en', document: toStoredCalendar(body.en, productName), updatedAt },
      ])
      .onConflictDoUpdate({ target: calendars.lang, set: { document: sql`excluded.document`, updatedAt }, where: atVersions })
      .returning({ lang: calendars.lang });
    if (written.length < CALENDAR_LANGS.length) throw staleWrite();
  });
}
