import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type GetListResult } from 'react-admin';
import type { Suggestion } from '../../../contract';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import type { ArchiveArgs, SuggestionRecord } from './types';


/**
 * The Arquivar / Desarquivar toggle of one suggestion. The list updates with the item the server
 * returns; the cached lists are marked stale, and when archived items are hidden the visible list is
 * fetched again so that the item leaves it and the hidden count follows. A failure is only logged.
 */
export function useArchiveSuggestion(showArchived: boolean) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: SuggestionRecord) =>
      dataProvider.action<Suggestion>('bugs', 'archive', { id: suggestion.id, isArquivado: !suggestion.isArquivado } satisfies ArchiveArgs),
    onSuccess: async (updated) => {
      const record: SuggestionRecord = { ...updated, id: updated._id };
      queryClient.setQueriesData<GetListResult<SuggestionRecord>>({ queryKey: ['bugs', 'getList'] }, (old) =>
        old ? { ...old, data: old.data.map((item) => (item.id === record.id ? record : item)) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ['bugs', 'getList'], refetchType: showArchived ? 'none' : 'active' });
    },
    onError: (error) => console.error('Archiving the suggestion failed', error),
  });
}
