/** The HR requests screen's texts (merged into pt.ts under `app.hrRequests`); the spec's wording where it has one. */
export const hrRequestsMessages = {
  title: 'Pedidos RH',
  showAnswered: 'Mostrar respondidos',
  chooseType: 'Escolha um tipo de pedido',
  allTypes: 'Todos os tipos',
  filters: 'Filtrar pedidos',
  columns: { date: 'Data', type: 'Tipo', body: 'Pedido', email: 'E-mail' },
  choose: 'Escolha o ficheiro',
  uploading: 'A enviar %{percent}%',
  notPdf: 'Escolha um ficheiro PDF.',
  tooLarge: 'O anexo tem no máximo 10 MB.',
  answerFile: 'Ficheiro da resposta',
  downloadError: 'Não foi possível abrir o anexo.',
  requester: 'Pedido por',
  empty: 'Nenhum pedido encontrado.',
  noMatch: 'Nenhum pedido corresponde aos filtros.',
  error: 'Ocorreu um erro...',
  /** 'Repor esta versão' of an earlier answer (its history). */
  restore: {
    content: 'A resposta deste pedido volta a ser «%{name}».',
    confirm: 'Repor',
    error: 'Não foi possível obter essa versão da resposta.',
  },
};
