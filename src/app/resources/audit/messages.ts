/** The audit screen's texts (merged into pt.ts under `app.audit`). */
export const auditMessages = {
  title: 'Auditoria',
  intro: 'Cada alteração feita no back-office e cada consulta de dados de saúde: quem, quando, o quê, antes e depois.',
  filters: {
    user: 'Utilizador',
    resource: 'Área',
    anyResource: 'Todas as áreas',
    from: 'De',
    to: 'Até',
    apply: 'Filtrar',
    clear: 'Limpar filtros',
  },
  columns: {
    at: 'Data',
    user: 'Utilizador',
    resource: 'Área',
    action: 'Ação',
    record: 'Registo',
    changes: 'Alterações',
  },
  actions: {
    criar: 'Criou',
    alterar: 'Alterou',
    remover: 'Removeu',
    consultar: 'Consultou',
    sobrepor: 'Guardou por cima',
  },
  noChanges: '—',
  empty: 'Nenhum registo de auditoria encontrado.',
  error: 'Ocorreu um erro...',
};
