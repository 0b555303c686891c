/**
 * Wall-clock date and time in the institution's time zone <-> instants. Forms split a datetime into
 * a date and a time as people in Portugal read them; the API stores the instant.
 */
import { INSTITUTION_TIME_ZONE } from './constants';
import { onFirstUse } from './onFirstUse';

const parts = onFirstUse(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: INSTITUTION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/** An instant as the institution's wall clock: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function toLocalParts(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts().formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** 'YYYY-MM-DD' and 'HH:mm' on the institution's wall clock -> the instant (summer time included). */
export function fromLocalParts(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = (at: number) => {
    const { date: d, time: t } = toLocalParts(new Date(at));
    return Date.parse(`${d}T${t}:00Z`) - at;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday starting the institution's week that holds this instant, 'YYYY-MM-DD'. */
export function weekStart(instant: Date): string {
  const { date } = toLocalParts(instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}
