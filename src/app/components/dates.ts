import { INSTITUTION_TIME_ZONE } from '../../contract';
import { onFirstUse } from '../../contract/onFirstUse';

const DATE_TIME = onFirstUse(() => new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: INSTITUTION_TIME_ZONE }));

/** An instant in pt-PT on the institution's clock, wherever the browser is: '19/11/2026, 23:13'. */
export function lisbonDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME().format(date);
}

/** A calendar day 'YYYY-MM-DD' as pt-PT writes it: '05/03/2026' (no time zone involved). */
export function dayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
