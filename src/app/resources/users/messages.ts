/** The users screen's texts (merged into pt.ts under `app.users`); the spec's wording, letter for letter. */
export const usersMessages = {
  title: 'Lista Utilizadores',
  search: 'Pesquisar',
  searchButton: 'Procurar',
  filters: 'Filtrar utilizadores',
  columns: {
    id: 'ID',
    name: 'Nome',
    email: 'Email',
    role: 'Role',
  },
  edit: 'Alterar',
  empty: 'Nenhum utilizador encontrado.',
  error: 'Ocorreu um erro...',
  dialog: {
    title: 'Alterar utilizador',
    name: 'Nome',
    email: 'E-mail',
    id: 'ID',
    role: 'Role',
    extra: 'Extra',
    extraCourses: 'Cursos do coordenador',
    extraSchools: 'Escolas da direção',
    extrasError: 'Não foi possível carregar a lista.',
    cancel: 'Cancelar',
    submit: 'Atualizar',
  },
  toast: {
    pending: 'A atualizar..',
    success: 'Utilizador atualizado',
    error: 'Erro a atualizar',
  },
};
