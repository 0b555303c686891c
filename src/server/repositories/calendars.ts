import { eq, sql } from 'drizzle-orm';
import { emptyCalendar, type CalendarDocument, type CalendarLang, type UpdateCalendarBody } from '../../contract';
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

export async function readCalendar(db: Db, lang: CalendarLang, productName: string): Promise<CalendarDocument> {
  const [row] = await db.select({ document: calendars.document }).from(calendars).where(eq(calendars.lang, lang));
  return fromStoredCalendar(row?.document, productName);
}

/** Saves both languages in one statement: both are written or neither is. */
export async function saveCalendars(db: Db, body: UpdateCalendarBody, productName: string): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(calendars)
    .values([
      { lang: 'pt', document: toStoredCalendar(body.pt, productName), updatedAt },
      { lang: 'en', document: toStoredCalendar(body.en, productName), updatedAt },
    ])
    .onConflictDoUpdate({ target: calendars.lang, set: { document: sql`excluded.document`, updatedAt } });
}
