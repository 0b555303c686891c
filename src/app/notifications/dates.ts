/**
 * Notification dates are shown and typed in UTC, so that every author, wherever the browser is,
 * reads and schedules the same instant the server stores:
 * - lists show `YYYY-MM-DD HH:mm UTC` (minute precision);
 * - the form's `datetime-local` input holds `YYYY-MM-DDTHH:mm` read as UTC (label 'Data (UTC)'),
 *   and the API receives the ISO string with `Z`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-22T14:05:31.000Z' -> '2026-11-22 14:05 UTC'; '' when the value is not a date. */
export function formatUtcMinute(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** An instant -> the UTC value of a datetime-local input, 'YYYY-MM-DDTHH:mm'; '' when not a date. */
export function toUtcInputValue(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read as UTC -> ISO string ('...Z'); null when it is not a valid date-time. */
export function fromUtcInputValue(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number);
  const second = m[6] ? Number(m[6]) : 0;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const d = new Date(ms);
  // Reject roll-overs such as 2026-02-30 or 25:00.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || d.getUTCHours() !== hour || d.getUTCMinutes() !== minute) return null;
  return d.toISOString();
}
