/**
 * Field schemas reused by declarations: the same checks on the server and in the forms, each
 * failure with a Portuguese message. Text never holds NUL bytes (PostgreSQL refuses them).
 */
import { z } from 'zod';

export const FIELD_MESSAGES = {
  nul: 'O texto contém caracteres inválidos.',
  max: (max: number) => `Maximo de ${max} caracteres`,
  date: 'Data inválida.',
  time: 'Hora inválida.',
  link: 'Link inválido: use um endereço web (http ou https).',
} as const;

const noNul = (value: string) => !value.includes('\u0000');

/** Required text, trimmed, at most `max` characters. */
export function requiredText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, FIELD_MESSAGES.max(max))
    .refine(noNul, FIELD_MESSAGES.nul);
}

/** Dates the institution schedules things on: from 2000 to 2100. */
const YEARS = { min: 2000, max: 2100 };

/** A calendar day 'YYYY-MM-DD' that exists, within YEARS. */
export function calendarDay(required: string) {
  return requiredText(required, 10).refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= YEARS.min && year <= YEARS.max && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, FIELD_MESSAGES.date);
}

/** A time of day 'HH:mm' (seconds, if a browser sends them, are dropped). */
export function clockTime(required: string) {
  return requiredText(required, 8)
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), FIELD_MESSAGES.time)
    .transform((value) => value.slice(0, 5));
}

/**
 * Where a link leads when clicked: itself when it is http(s), `http://` + it when it has no scheme
 * (spec: "prefixed with http:// if it does not start with http"), nowhere for any other scheme
 * (`javascript:`, `data:`, ...).
 */
export function webHref(link: string): string | null {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed)) return null;
  return `http://${trimmed}`;
}

/** A required web link: http(s) or no scheme at all, no spaces. */
export function webLink(required: string, max = 400) {
  return requiredText(required, max).refine((value) => !/\s/.test(value) && webHref(value) !== null, FIELD_MESSAGES.link);
}
