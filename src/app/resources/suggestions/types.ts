import type { Suggestion } from '../../../contract';

/** A suggestion as the list holds it: the API's fields plus react-admin's `id` (= `_id`) and its version. */
export type SuggestionRecord = Suggestion & { id: string; version?: string };

/** The filter the screen sets when the switch 'Mostrar arquivados' is off. */
export interface SuggestionsFilter {
  arquivados?: false;
}
