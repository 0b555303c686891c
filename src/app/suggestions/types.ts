import type { Suggestion } from '../../contract';

/** A suggestion as the list holds it: the API's fields plus react-admin's `id` (= `_id`) and its version. */
export type SuggestionRecord = Suggestion & { id: string; version?: string };

/**
 * What the list asks besides the declared filters: `arquivados: false` while the switch 'Mostrar
 * arquivados' is off (the address's own `?arquivados=false`, given to the list as a permanent filter).
 */
export interface SuggestionsFilter {
  arquivados?: false;
}
