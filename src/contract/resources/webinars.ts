/** Webinars (spec: "Webinars screen", sections 3, 4, 5, 7 "Tutoring and mentoring", 8). */
import { calendarDay, clockTime, defineResource, fromLocalParts, MANAGED_TUTORING_TYPES, requiredText, restApi, toLocalParts } from './kit';
import { TUTORING_ADMIN_ROLES, TUTORING_ROLES, webLink, z } from './kit';

/** Written by the tutoring admins and by the managers of 'Orientação para o estudo'. */
const writers = { roles: TUTORING_ADMIN_ROLES, orIf: { kind: 'managerOf', tutoringType: MANAGED_TUTORING_TYPES.webinars } } as const;

export const webinars = defineResource({
  name: 'webinars',
  idField: '_id',
  api: restApi('/webinares', { listPath: '/webinares/' }),
  schemas: {
    record: z.object({ _id: z.string(), topic: z.string(), description: z.string(), date: z.string(), link: z.string() }),
    // The form splits the date into a day and a time on the institution's clock; stored as one instant.
    body: z
      .object({
        topic: requiredText('Tópico é obrigatório', 200),
        date: calendarDay('Data é obrigatória'),
        time: clockTime('Hora é obrigatória'),
        description: requiredText('Descrição é obrigatória', 2000),
        link: webLink('Link é obrigatório'),
      })
      .transform(({ date, time, ...rest }) => ({ ...rest, date: fromLocalParts(date, time) })),
  },
  fields: {
    topic: { label: 'Tópico', kind: 'text' },
    date: { label: 'Data', kind: 'date' },
    time: { label: 'Hora', kind: 'time' },
    description: { label: 'Descrição', kind: 'longText' },
    link: { label: 'Link', kind: 'link' },
  },
  toForm: ({ topic, description, link, date }) => ({ topic, description, link, ...toLocalParts(new Date(date)) }),
  list: {
    show: ['description', 'date', 'link'],
    sort: { field: 'date', order: 'ASC' },
    query: {
      filters: { topic: { kind: 'search', label: 'Tópico', max: 200 }, date: { kind: 'dateRange', label: 'Data', from: 'De', to: 'Até' } },
      alwaysOn: ['topic', 'date'],
    },
  },
  access: { list: { roles: TUTORING_ROLES }, create: writers, update: writers, delete: writers },
  conflicts: {
    duplicate: 'Já existe um webinar com este tópico.',
    notFound: 'Webinar não encontrado.',
  },
  screen: {
    key: 'webinars',
    path: '/webinares',
    title: 'Webinares',
    icon: 'video',
    menu: { label: 'Webinares', roles: TUTORING_ADMIN_ROLES, condition: writers.orIf },
  },
  texts: {
    add: 'Adicionar Webinar',
    edit: 'Editar',
    remove: 'Remover',
    createTitle: 'Adicionar Webinar',
    editTitle: 'Editar Webinar',
    empty: 'Ainda não há webinars agendados.',
    create: { success: 'Webinar criado', error: 'Topico já existente' },
    update: { success: 'Webinar atualizado', error: 'Erro ao atualizar', notFound: 'Could not find current webinar' },
    delete: { success: 'Webinar apagado', error: 'Erro ao apagar' },
    confirm: {
      title: 'Tem a certeza?',
      content: 'Está prestes a remover o webinar "%{topic}". Esta ação não pode ser desfeita.',
      confirm: 'Confirmar Remoção',
      cancel: 'Cancelar',
    },
  },
  view: { layout: 'cards', rowActions: 'buttons', titleField: 'topic' },
});
