/**
 * Field schemas reused by declarations: the same checks on the server and in the forms, each
 * failure with a Portuguese message. Text never holds NUL bytes (PostgreSQL refuses them).
 */
import { z } from 'zod';

export const FIELD_MESSAGES = {
  nul: 'O texto contém caracteres inválidos.',
  tooDeep: 'Pedido inválido: demasiados níveis encaixados.',
  max: (max: number) => `Maximo de ${max} caracteres`,
  date: 'Data inválida.',
  time: 'Hora inválida.',
  link: 'Link inválido: use um endereço web (http ou https).',
  academicYear: 'Ano letivo inválido (ex.: 2025/2026).',
  text: 'Deve ser texto.',
  number: 'Número inválido: use algarismos e, se preciso, uma vírgula (ex.: 350,50).',
  decimals: (scale: number) => (scale === 0 ? 'Use um número inteiro.' : `No máximo ${scale} casas decimais.`),
  range: (min: string, max: string) => `O valor deve estar entre ${min} e ${max}.`,
} as const;

const noNul = (value: string) => !value.includes('\u0000');

/**
 * Whether a text shows something: a character that is neither white space nor an invisible format
 * character (zero-width space and joiners, bidi marks, soft hyphen, BOM; trim() keeps those), so
 * that a zero-width space alone does not fill a required field.
 */
export const hasVisibleText = (value: string): boolean => /[^\p{White_Space}\p{Cf}]/u.test(value);

/** Text that must be sent, trimmed, at most `max` characters (`tooLong` says so), without NUL (maybe only invisible characters). */
export function sentText(required: string, max: number, tooLong: string = FIELD_MESSAGES.max(max)) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(noNul, FIELD_MESSAGES.nul);
}

/** Required text: sent (`sentText`) and something visible in it. */
export function requiredText(required: string, max: number, tooLong?: string) {
  return sentText(required, max, tooLong).refine(hasVisibleText, required);
}

/** Dates the institution schedules things on: from 2000 to 2100. */
const YEARS = { min: 2000, max: 2100 };

/** A moment within YEARS (a date far outside them is a typing slip or a probe). */
export function withinYears(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= YEARS.min && year <= YEARS.max;
}

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

/** A number written as people write it here: '350,50', '350.50', '1 234,5'; spaces group thousands. */
const WRITTEN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A number as pt-PT writes it ('1 234,5'), for messages and screens. */
export const ptNumber = (value: number, scale = 2) => new Intl.NumberFormat('pt-PT', { maximumFractionDigits: scale }).format(value);

/**
 * A number kept exactly (a `numeric` column): typed as '350,50' or '350.50' or sent as a JSON number,
 * at most `scale` decimals, from `min` to `max`; given as text with a point ('350.50'), what the
 * column stores. Refuses NUL, exponents (1e308), long input and anything but one number.
 */
export function exactNumber(required: string, { scale = 2, min = 0, max = 9_999_999 }: { scale?: number; min?: number; max?: number } = {}) {
  return z
    .union([z.string({ error: required }), z.number({ error: required })], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.replace(/[\s\u00a0\u202f]/g, '');
      if (text === '' && typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (text.length > 24 || !WRITTEN_NUMBER.test(text)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number });
        return z.NEVER;
      }
      const [whole, fraction = ''] = text.replace(',', '.').split('.');
      if (fraction.length > scale) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.decimals(scale) });
        return z.NEVER;
      }
      const number = Number(`${whole}.${fraction || '0'}`);
      if (number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.range(ptNumber(min, scale), ptNumber(max, scale)) });
        return z.NEVER;
      }
      return fraction ? `${Number(whole)}.${fraction}` : String(Number(whole));
    });
}

/** A host name with a domain: labels of letters, digits and inner hyphens, the last one letters (`../x` and `null` read as hosts `..` and `null`). */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}\.?$/;
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
/** Unicode's format characters: soft hyphen, zero-width joiners and spaces, bidi marks and overrides. */
const INVISIBLE = /\p{Cf}/u;

/** The host as written in `scheme://authority…`, lower-cased, without its port; with user info (`a@b`), none. */
function writtenHost(href: string): string | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(href)?.[1];
  if (authority === undefined || authority.includes('@')) return undefined;
  const host = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.replace(/:\d*$/, '');
  return host.toLowerCase();
}

/**
 * Where a link leads when clicked: itself when it is http(s), `http://` + it when it has no scheme
 * (spec: "prefixed with http:// if it does not start with http"), nowhere (null) for any other
 * scheme (`javascript:`, `data:`, ...), a protocol-relative `//host`, control characters or
 * backslashes, or anything `new URL()` does not read as an http(s) address with a host that has a
 * domain (`www.ipca.pt`) or is an IP address: a relative path or a bare word is no web address.
 * Nor is what would lead to another host than the one written: a root-relative `/host/x` (read as
 * `http:///host/x`), user info before the host (`campus.pt@evil.pt` leads to evil.pt), invisible or
 * direction-changing characters (soft hyphen, zero-width, bidi controls), and a host the address
 * reader rewrites (look-alike letters turned to `xn--`, full-width letters, `%65`, `0x7f.1`).
 */
export function webHref(link: string): string | null {
  const trimmed = link.trim();
  const control = [...trimmed].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (trimmed.startsWith('/') || trimmed.includes('\\') || control || INVISIBLE.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null;
  const href = hasScheme ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(href);
    const host = DOMAIN.test(url.hostname) || IPV4.test(url.hostname) || /^\[[0-9a-f:.]+\]$/.test(url.hostname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && host && writtenHost(href) === url.hostname ? href : null;
  } catch {
    return null;
  }
}

/** A required web link: http(s) or no scheme at all, no spaces. */
export function webLink(required: string, max = 400) {
  return requiredText(required, max).refine((value) => !/\s/.test(value) && webHref(value) !== null, FIELD_MESSAGES.link);
}

/** An academic year 'YYYY/YYYY+1' (2025/2026), within YEARS. */
export function academicYear(required: string) {
  return requiredText(required, 9).refine((value) => {
    const match = /^(\d{4})\/(\d{4})$/.exec(value);
    return match !== null && Number(match[2]) === Number(match[1]) + 1 && Number(match[1]) >= YEARS.min && Number(match[2]) <= YEARS.max;
  }, FIELD_MESSAGES.academicYear);
}

/** Optional text, trimmed, at most `max` characters ('' when absent). */
export function optionalText(max: number) {
  return z
    .string({ error: FIELD_MESSAGES.text })
    .trim()
    .max(max, FIELD_MESSAGES.max(max))
    .refine(noNul, FIELD_MESSAGES.nul)
    .default('');
}

/** The academic years around `today` (September starts one), newest first, as select choices. */
export function academicYearChoices(today: Date, before = 3, after = 1): { id: string; name: string }[] {
  const current = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const years: { id: string; name: string }[] = [];
  for (let start = current + after; start >= current - before; start--) years.push({ id: `${start}/${start + 1}`, name: `${start}/${start + 1}` });
  return years;
}
