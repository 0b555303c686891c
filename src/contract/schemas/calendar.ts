import { z } from 'zod';
import { TEACHING_SCHOOLS } from '../constants';
import { OVERWRITE, recordVersion } from './version';

export const CALENDAR_LANGS = ['pt', 'en'] as const;
export type CalendarLang = (typeof CALENDAR_LANGS)[number];

export const CALENDAR_TEXT_MAX = 200;
export const CALENDAR_HOLIDAYS_MAX = 40;

/** Every leaf of the calendar is free text ('15 set 2026 a 20 dez 2026'); empty is allowed (spec section 5). */
const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'Campo obrigatório.' : 'Deve ser texto.') })
  .max(CALENDAR_TEXT_MAX, `Máximo de ${CALENDAR_TEXT_MAX} caracteres.`);

const holidays = z
  .array(text, { error: 'Deve ser uma lista de datas.' })
  .max(CALENDAR_HOLIDAYS_MAX, `Máximo de ${CALENDAR_HOLIDAYS_MAX} feriados.`);

const section = { error: 'Secção obrigatória.' };

/** The keys of the commemorative days: the six teaching schools and the product itself. */
export function commemorativeDayKeys(productName: string): string[] {
  return [...TEACHING_SCHOOLS, productName];
}

/**
 * The calendar document of one language (spec section 3). The commemorative days include one keyed
 * by the product name, so the schema depends on it.
 */
export function calendarDocumentSchema(productName: string) {
  const days = Object.fromEntries(commemorativeDayKeys(productName).map((key) => [key, text]));
  return z.object(
    {
      Periodos: z.object({ PrimeiroSemestre: text, SegundoSemestre: text }, section),
      ParagemLetiva: z.object({ Carnaval: text, Pascoa: text, SemanaAcademica: text, Natal: text }, section),
      DiasComemorativos: z.object(days, section),
      PeriododeExames: z.object(
        {
          EpocanormaleEpocadeRecurso: z.object({ PrimeiroSemestre: text, SegundoSemestre: text }, section),
          EpocaEspecial: text,
        },
        section,
      ),
      Feriados: z.object({ PrimeiroSemestre: holidays, SegundoSemestre: holidays }, section),
    },
    { error: 'Documento do calendário obrigatório.' },
  );
}
export type CalendarDocument = z.infer<ReturnType<typeof calendarDocumentSchema>>;

/** A calendar with every field empty: what a language without a saved calendar shows. */
export function emptyCalendar(productName: string): CalendarDocument {
  return {
    Periodos: { PrimeiroSemestre: '', SegundoSemestre: '' },
    ParagemLetiva: { Carnaval: '', Pascoa: '', SemanaAcademica: '', Natal: '' },
    DiasComemorativos: Object.fromEntries(commemorativeDayKeys(productName).map((key) => [key, ''])),
    PeriododeExames: { EpocanormaleEpocadeRecurso: { PrimeiroSemestre: '', SegundoSemestre: '' }, EpocaEspecial: '' },
    Feriados: { PrimeiroSemestre: [], SegundoSemestre: [] },
  };
}

export const calendarLang = z.enum(CALENDAR_LANGS, { error: "Idioma inválido: use 'pt' ou 'en'." });

export const getCalendarBody = z.object({ lang: calendarLang });

/**
 * The calendar as read: the document plus `_id` (its language), which the client removes on save;
 * beside it, the version of that language's document (the spec fixes the document's fields).
 */
export function calendarResponse(productName: string) {
  return z.object({ data: calendarDocumentSchema(productName).extend({ _id: calendarLang }), version: recordVersion });
}

/**
 * A save writes both languages, so it sends back (If-Match) the version of each as read, in
 * CALENDAR_LANGS order, joined by '.' ('' for a language never saved, OVERWRITE for one saved over
 * whatever it is now: 'Guardar por cima' of the languages whose fields conflict); none when no read had one.
 */
export function calendarVersion(versions: Partial<Record<CalendarLang, string>>): string | undefined {
  const parts = CALENDAR_LANGS.map((lang) => versions[lang] ?? '');
  return parts.some(Boolean) ? parts.join('.') : undefined;
}

/** The versions a save was read at, per language (undefined: never saved; OVERWRITE: any); undefined when `version` is not one of calendarVersion's. */
export function calendarVersions(version: string): Partial<Record<CalendarLang, string>> | undefined {
  const parts = version.split('.');
  if (parts.length !== CALENDAR_LANGS.length || !parts.every((part) => part === OVERWRITE || /^\d{0,20}$/.test(part))) return undefined;
  return Object.fromEntries(CALENDAR_LANGS.flatMap((lang, i) => (parts[i] ? [[lang, parts[i]]] : [])));
}

/** Both languages are saved together (an `_id`, if sent, is ignored). */
export function updateCalendarBody(productName: string) {
  const document = calendarDocumentSchema(productName);
  return z.object({ pt: document, en: document });
}
export type UpdateCalendarBody = z.infer<ReturnType<typeof updateCalendarBody>>;

export function updateCalendarResponse(productName: string) {
  return z.object({ data: updateCalendarBody(productName) });
}
