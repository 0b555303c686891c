import type { TranslateFunction } from 'react-admin';
import { INSTITUTION_TIME_ZONE } from '../../../contract';

/** '1 sugestão escondida', 'N sugestões escondidas' (0 is plural, as in Portuguese). */
export function hiddenCountText(count: number, translate: TranslateFunction): string {
  return translate(count === 1 ? 'app.suggestions.hiddenOne' : 'app.suggestions.hiddenMany', { count });
}

/** The first and last positions shown on a one-based page; 0 to 0 when the list is empty. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}

/** 'A mostrar de X até Y de Z Entidades'. */
export function rangeText(page: number, perPage: number, total: number, translate: TranslateFunction): string {
  return translate('app.suggestions.range', { ...pageRange(page, perPage, total), total });
}

const DATE_FORMAT = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: INSTITUTION_TIME_ZONE });

/** A suggestion's date in pt-PT on the institution's clock, wherever the browser is: '19/11/2026, 23:13'. */
export function formatSuggestionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
