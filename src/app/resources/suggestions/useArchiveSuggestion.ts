import { API } from '../../../contract/api';
import { useApiMutation } from '../../providers/useApi';
import type { SuggestionRecord } from './types';

/**
 * The Arquivar / Desarquivar toggle of one suggestion. Once the server answers, the list is read
 * again: the item shows its new state, or, when archived items are hidden, leaves the list and the
 * hidden count follows. A failure is only logged (one changed by someone else since: 409, and the
 * list read again shows it as it is now).
 */
export function useArchiveSuggestion() {
  const archive = useApiMutation(API.bugs.archive, {
    toInput: (suggestion: SuggestionRecord) => ({ params: { id: suggestion.id }, body: { isArquivado: !suggestion.isArquivado }, version: suggestion.version }),
  });
  return {
    isPending: archive.isPending,
    mutate: (suggestion: SuggestionRecord) => archive.mutate(suggestion, { onError: (error) => console.error('Archiving the suggestion failed', error) }),
  };
}
