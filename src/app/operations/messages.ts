/** Texts of the operations screen (merged into pt.ts under app.operations). */
export const operationsMessages = {
  title: 'Operações',
  loadError: 'Ocorreu um erro...',
  minVersion: {
    title: 'Versão minima',
    description: 'As versões da aplicação anteriores à versão minima deixam de poder ser usadas.',
    current: 'Versão minima atual',
    none: 'Nenhuma',
    select: 'Versões disponíveis',
    choose: 'Escolha uma versão',
    update: 'Atualizar',
    toast: {
      pending: 'A atualizar..',
      success: 'Versão minima atualizada',
      error: 'Erro ao atualizar',
    },
  },
  purge: {
    title: 'Purge',
    description: 'Termina a sessão de todos os utilizadores, exceto a sua: todos terão de voltar a iniciar sessão.',
    button: 'Purge',
    confirmTitle: 'Tem a certeza?',
    confirmText: 'Todas as sessões abertas serão terminadas, exceto a sua. Esta ação não pode ser desfeita.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    toast: {
      pending: 'A executar..',
      success: 'Purge executado',
      error: 'Erro ao executar',
    },
  },
};
