import { INSTITUTION_TIME_ZONE } from '../../contract';

const DATE_TIME = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: INSTITUTION_TIME_ZONE });

/** An instant in pt-PT on the institution's clock, wherever the browser is: '19/11/2026, 23:13'. */
export function lisbonDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
