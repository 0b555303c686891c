/** Month arithmetic for the mentee calendar, on 'YYYY-MM' and 'YYYY-MM-DD' strings (no time zone involved). */

/** The month `delta` months after `month` ('2026-01', -1 -> '2025-12'). */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** The weeks of a month, Monday first: each a row of seven days 'YYYY-MM-DD', null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const MONTH_NAME = new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' -> 'Março de 2026'. */
export function monthTitle(month: string): string {
  const text = MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const WEEKDAY_NAME = new Intl.DateTimeFormat('pt-PT', { weekday: 'long', timeZone: 'UTC' });

/** The weekday names, Monday first: full ('segunda-feira') and abbreviated as the Portuguese calendars do ('seg.'). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const long = WEEKDAY_NAME.format(new Date(Date.UTC(2024, 0, 1 + i))); // 1 January 2024 was a Monday
  return { long, short: `${long.slice(0, 3)}.` };
});
