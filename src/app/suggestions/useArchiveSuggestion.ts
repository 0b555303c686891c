import { HttpError, useNotify } from 'react-admin';
import { API } from '../../contract/api';
import { useApiBulkMutation, useApiMutation } from '../providers/useApi';
import type { SuggestionRecord } from './types';

/** The call that archives (or unarchives) a suggestion, at the version the screen read it at (a 409 when someone changed it since). */
const archiveInput = (suggestion: SuggestionRecord, isArquivado: boolean) => ({ params: { id: suggestion.id }, body: { isArquivado }, version: suggestion.version });

/**
 * The Arquivar / Desarquivar toggle of one suggestion. Once the server answers, the list is read
 * again: the item shows its new state, or, when archived items are hidden, leaves the list and the
 * hidden count follows. A refusal is told in a toast with the server's reason (one changed by
 * someone else since: 409, and the list read again shows it as it is now), even when the card has
 * left the list meanwhile (the promise's handler, not the mutation's, which a card gone never runs).
 */
export function useArchiveSuggestion() {
  const notify = useNotify();
  const archive = useApiMutation(API.suggestions.archive, { toInput: (suggestion: SuggestionRecord) => archiveInput(suggestion, !suggestion.isArquivado) });
  return {
    isPending: archive.isPending,
    mutate: (suggestion: SuggestionRecord) =>
      archive.mutateAsync(suggestion).catch((error: unknown) => {
        console.error('Archiving the suggestion failed', error);
        notify(error instanceof HttpError && error.message ? error.message : 'app.suggestions.archiveError', { type: 'error' });
      }),
  };
}

/** Archives (`true`) or unarchives the suggestions of a selection, one by one; the list is read again once all are done (lists/BulkAction.tsx). */
export function useSetArchived(isArquivado: boolean) {
  return useApiBulkMutation(API.suggestions.archive, { toInput: (suggestion: SuggestionRecord) => archiveInput(suggestion, isArquivado) });
}
