import type { TranslateFunction } from 'react-admin';

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
