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
  archived: 'Arquivada',
  range: 'A mostrar de %{from} até %{to} de %{total} Entidades',
  pagination: 'Paginação',
  previous: 'Anterior',
  next: 'Proximo',
  loading: 'A carregar sugestões',
  /** The declared filters (src/contract/lists/suggestions.ts). */
  filters: 'Filtrar sugestões',
  noMatch: 'Nenhuma sugestão corresponde aos filtros.',
};
