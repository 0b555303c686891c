/** Texts of the medical abandonment screen (merged into pt.ts under app.abandonment). */
export const abandonmentMessages = {
  title: 'Mediadores de abandono',
  school: 'Escola',
  noSchools: 'Não tem escolas atribuídas.',
  search: 'Procurar',
  columns: {
    id: 'ID',
    nome: 'Nome',
    numero: 'Numero',
    email: 'Email',
    descricao: 'Descrição',
  },
  empty: 'Sem registos para esta escola.',
  noMatch: 'Nenhum nome corresponde a "%{search}".',
  error: 'Ocorreu um erro...',
  count: '%{smart_count} registo |||| %{smart_count} registos',
  logo: 'Logótipo da instituição',
  filters: 'Filtros da lista',
  noMatches: 'Nenhum registo corresponde aos filtros.',
};
