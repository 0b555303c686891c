/** HR request types (spec: "HR request types screen", sections 3, 5, 7 "HR", 8). */
import { ADMIN_ROLES, defineResource, requiredText, restApi, z } from './kit';

const HR = [...ADMIN_ROLES, 'RH'] as const;
const everyone = { roles: HR };

export const hrRequestTypes = defineResource({
  name: 'hrRequestTypes',
  idField: '_id',
  api: restApi('/questoesrh/type'),
  schemas: {
    record: z.object({ _id: z.string(), name: z.string() }),
    body: z.object({ name: requiredText('Nome é obrigatório', 100) }),
  },
  fields: { name: { label: 'Nome', kind: 'text' } },
  toForm: ({ name }) => ({ name }),
  list: {
    show: ['name'],
    sort: { field: 'name', order: 'ASC' },
    query: { filters: { name: { kind: 'search', label: 'Nome', max: 100 } }, alwaysOn: ['name'] },
    // A type still used by requests is refused (409), each on its own.
    bulk: ['delete'],
  },
  access: { list: everyone, create: everyone, update: everyone, delete: everyone },
  conflicts: {
    duplicate: 'Já existe um tipo de pedido com este nome.',
    inUse: 'Este tipo tem pedidos associados e não pode ser eliminado.',
    notFound: 'Tipo de pedido não encontrado.',
  },
  screen: {
    key: 'hrRequestTypes',
    path: '/admin/requestsrh',
    title: 'Tipos pedidos RH',
    icon: 'category',
    menu: { label: 'Tipos pedidos RH', roles: HR },
  },
  texts: {
    add: 'Adicionar',
    edit: 'Alterar',
    remove: 'Eliminar',
    createTitle: 'Novo tipo de pedido',
    editTitle: 'Alterar tipo de pedido',
    empty: 'Ainda não há tipos de pedido.',
    create: { success: 'Novo tipo criado', error: 'Erro a criar' },
    update: { success: 'Atualizado com sucesso!', error: 'Erro a atualizar' },
    delete: { success: 'Removido com sucesso!', error: 'Erro a remover' },
    confirm: {
      title: 'Tem a certeza?',
      content: 'Está prestes a eliminar o tipo de pedido "%{name}".',
      confirm: 'Eliminar',
      cancel: 'Cancelar',
    },
  },
  view: { layout: 'table', rowActions: 'menu' },
});
