/** The suggestions screen's texts (merged into pt.ts under `app.suggestions`); the spec's wording, letter for letter. */
export const suggestionsMessages = {
  title: 'Sugestões',
  showArchived: 'Mostrar arquivados',
  error: 'Ocorreu um erro...',
  empty: 'Não há sugestões.',
  hiddenOne: '%{count} sugestão escondida',
  hiddenMany: '%{count} sugestões escondidas',
  archive: 'Arquivar',
  unarchive: 'Desarquivar',
  archiveError: 'Não foi possível alterar a sugestão.',
  archived: 'Arquivada',
  range: 'A mostrar de %{from} até %{to} de %{total} Entidades',
  pagination: 'Paginação',
  previous: 'Anterior',
  next: 'Proximo',
  loading: 'A carregar sugestões',
  /** The declared filters (src/contract/lists/suggestions.ts). */
  filters: 'Filtrar sugestões',
  noMatch: 'Nenhuma sugestão corresponde aos filtros.',
  /** 'Exportar' (lists/ExportButton.tsx): the columns, who sent it first. */
  columns: { name: 'Nome', email: 'E-mail', date: 'Data', message: 'Mensagem' },
  /** Archiving several at once (SuggestionSelection.tsx, lists/BulkAction.tsx). */
  selectOne: 'Selecionar a sugestão de %{name}',
  selectPage: 'Selecionar as sugestões desta página',
  selected: '%{smart_count} selecionada |||| %{smart_count} selecionadas',
  bulk: {
    archive: {
      button: 'Arquivar selecionadas',
      confirmTitle: 'Arquivar sugestões',
      confirmContent: 'Arquivar a sugestão selecionada? |||| Arquivar as %{smart_count} sugestões selecionadas?',
      done: 'Arquivada %{smart_count} sugestão |||| Arquivadas %{smart_count} sugestões',
      refused: 'Não foi possível arquivar %{smart_count} sugestão |||| Não foi possível arquivar %{smart_count} sugestões',
    },
    unarchive: {
      button: 'Desarquivar selecionadas',
      confirmTitle: 'Desarquivar sugestões',
      confirmContent: 'Desarquivar a sugestão selecionada? |||| Desarquivar as %{smart_count} sugestões selecionadas?',
      done: 'Desarquivada %{smart_count} sugestão |||| Desarquivadas %{smart_count} sugestões',
      refused: 'Não foi possível desarquivar %{smart_count} sugestão |||| Não foi possível desarquivar %{smart_count} sugestões',
    },
  },
};
