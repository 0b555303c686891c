/**
 * The calendar form as ONE table: every field with its section, its label and its path in the
 * calendar document. Both languages use the same table, so a field cannot write to another field's
 * path in one language only (the spec's original wrote the English first semester to the second).
 */
import {
  CALENDAR_LANGS,
  emptyCalendar,
  mergeEdits,
  type Json,
  updateCalendarBody,
  type CalendarDocument,
  type CalendarLang,
  type UpdateCalendarBody,
} from '../../contract';

/** Stands for the product name in a path (the product's commemorative day is keyed by it). */
export const PRODUCT = '{product}';

export const CALENDAR_SECTIONS = ['periodos', 'paragemLetiva', 'diasComemorativos', 'periodoExames', 'feriados'] as const;
export type CalendarSection = (typeof CALENDAR_SECTIONS)[number];

export interface CalendarField {
  section: CalendarSection;
  /** An i18n key; a school acronym is shown as is, PRODUCT as the product name. */
  label: string;
  path: readonly string[];
  /** 'text': one free-text value; 'list': a list of texts (holidays). */
  kind: 'text' | 'list';
}

const f = (section: CalendarSection, label: string, path: readonly string[], kind: CalendarField['kind'] = 'text'): CalendarField => ({
  section,
  label,
  path,
  kind,
});
const L = 'app.calendar.fields.';

export const CALENDAR_FIELDS: readonly CalendarField[] = [
  f('periodos', `${L}firstSemester`, ['Periodos', 'PrimeiroSemestre']),
  f('periodos', `${L}secondSemester`, ['Periodos', 'SegundoSemestre']),

  f('paragemLetiva', `${L}carnaval`, ['ParagemLetiva', 'Carnaval']),
  f('paragemLetiva', `${L}pascoa`, ['ParagemLetiva', 'Pascoa']),
  f('paragemLetiva', `${L}semanaAcademica`, ['ParagemLetiva', 'SemanaAcademica']),
  f('paragemLetiva', `${L}natal`, ['ParagemLetiva', 'Natal']),

  f('diasComemorativos', 'ESA', ['DiasComemorativos', 'ESA']),
  f('diasComemorativos', 'ESCE', ['DiasComemorativos', 'ESCE']),
  f('diasComemorativos', 'ESDL', ['DiasComemorativos', 'ESDL']),
  f('diasComemorativos', 'ESE', ['DiasComemorativos', 'ESE']),
  f('diasComemorativos', 'ESS', ['DiasComemorativos', 'ESS']),
  f('diasComemorativos', 'ESTG', ['DiasComemorativos', 'ESTG']),
  f('diasComemorativos', PRODUCT, ['DiasComemorativos', PRODUCT]),

  f('periodoExames', `${L}normalFirstSemester`, ['PeriododeExames', 'EpocanormaleEpocadeRecurso', 'PrimeiroSemestre']),
  f('periodoExames', `${L}normalSecondSemester`, ['PeriododeExames', 'EpocanormaleEpocadeRecurso', 'SegundoSemestre']),
  f('periodoExames', `${L}specialSeason`, ['PeriododeExames', 'EpocaEspecial']),

  f('feriados', `${L}firstSemester`, ['Feriados', 'PrimeiroSemestre'], 'list'),
  f('feriados', `${L}secondSemester`, ['Feriados', 'SegundoSemestre'], 'list'),
];

/** The field's path in the document, with the product name in place of PRODUCT. */
export function resolvePath(field: CalendarField, productName: string): string[] {
  return field.path.map((segment) => (segment === PRODUCT ? productName : segment));
}

/** The field's key in the form: flat, so that no product name can make it a nested path. */
export function fieldKey(field: CalendarField): string {
  return field.path.map((segment) => (segment === PRODUCT ? 'produto' : segment)).join('_');
}

export type FieldValue = string | string[];
export type LangValues = Record<string, FieldValue>;
export type CalendarFormValues = Record<CalendarLang, LangValues>;

function getAt(document: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

function setAt(document: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = document;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

/** The form values of the documents read (a missing or odd value reads as empty). */
export function toFormValues(documents: Partial<Record<CalendarLang, unknown>>, productName: string): CalendarFormValues {
  const values = {} as CalendarFormValues;
  for (const lang of CALENDAR_LANGS) {
    values[lang] = {};
    for (const field of CALENDAR_FIELDS) {
      const value = getAt(documents[lang], resolvePath(field, productName));
      values[lang][fieldKey(field)] =
        field.kind === 'list'
          ? Array.isArray(value)
            ? value.filter((v): v is string => typeof v === 'string')
            : []
          : typeof value === 'string'
            ? value
            : '';
    }
  }
  return values;
}

/** One language's document: each field written to its own path, nothing else (no `_id`). */
export function toDocument(values: LangValues, productName: string): CalendarDocument {
  const document = emptyCalendar(productName);
  for (const field of CALENDAR_FIELDS) {
    const value = values[fieldKey(field)];
    setAt(document, resolvePath(field, productName), field.kind === 'list' ? (Array.isArray(value) ? [...value] : []) : typeof value === 'string' ? value : '');
  }
  return document;
}

/** The body of the map's calendar.update: both languages in one call. */
export function toPayload(values: CalendarFormValues, productName: string): UpdateCalendarBody {
  return { pt: toDocument(values.pt, productName), en: toDocument(values.en, productName) };
}

export type CalendarFormErrors = Partial<Record<CalendarLang, Record<string, string>>>;

/** The contract's validation of the payload, as errors under the form fields they belong to. */
export function validateCalendar(values: CalendarFormValues, productName: string): CalendarFormErrors {
  const result = updateCalendarBody(productName).safeParse(toPayload(values, productName));
  if (result.success) return {};
  const errors: CalendarFormErrors = {};
  for (const issue of result.error.issues) {
    const [lang, ...rest] = issue.path.map(String);
    const field = CALENDAR_FIELDS.find((candidate) => {
      const path = resolvePath(candidate, productName);
      return path.every((segment, i) => rest[i] === segment);
    });
    if (!field || (lang !== 'pt' && lang !== 'en')) continue;
    const byField = (errors[lang] ??= {});
    byField[fieldKey(field)] ??= issue.message;
  }
  return errors;
}

/** A field both people changed differently in one language: the person's value and the current one. */
export interface CalendarConflict {
  lang: CalendarLang;
  field: CalendarField;
  mine: FieldValue;
  theirs: FieldValue;
}

/**
 * Both languages merged (mergeEdits, each language its own document): what the person changed from
 * `base` (what the screen loaded) and what others saved since (`theirs`) are both kept, holidays as
 * sets. A field both changed differently is a conflict: it keeps `theirs`, or the person's value
 * with `overwrite` ('Guardar por cima').
 */
export function mergeCalendars(
  base: UpdateCalendarBody,
  mine: UpdateCalendarBody,
  theirs: UpdateCalendarBody,
  productName: string,
  overwrite = false,
): { merged: UpdateCalendarBody; conflicts: CalendarConflict[] } {
  const conflicts: CalendarConflict[] = [];
  const merged = {} as UpdateCalendarBody;
  for (const lang of CALENDAR_LANGS) {
    const result = mergeEdits(base[lang] as Json, mine[lang] as Json, theirs[lang] as Json);
    const document = result.merged as CalendarDocument;
    for (const conflict of result.conflicts) {
      const field = CALENDAR_FIELDS.find((candidate) => resolvePath(candidate, productName).join('.') === conflict.path);
      const path = field ? resolvePath(field, productName) : conflict.path.split('.');
      if (overwrite) setAt(document as Record<string, unknown>, path, conflict.mine);
      if (field) conflicts.push({ lang, field, mine: conflict.mine as FieldValue, theirs: conflict.theirs as FieldValue });
    }
    merged[lang] = document;
  }
  return { merged, conflicts };
}
