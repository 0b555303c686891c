/**
 * Job fairs (spec: "Job fair page", sections 3, 4, 5, 7 "Job fairs", 8). The spec gives the page no
 * menu entry: the tutoring area reaches it from its dashboard card (jobFairsCard, below).
 * Read by the tutoring area, created and changed by its administrators.
 */
import { defineCard } from '../cards';
import { academicYear, academicYearChoices, defineResource, optionalText, requiredText, TUTORING_ADMIN_ROLES, TUTORING_ROLES, z } from './kit';

/** The largest PDF of a fair. */
export const JOB_FAIR_PDF_MAX_BYTES = 10 * 1024 * 1024;

const writers = { roles: TUTORING_ADMIN_ROLES } as const;

const registration = z.object({ _id: z.string(), nome: z.string(), email: z.string(), curso: z.string() });

export const jobFairs = defineResource({
  name: 'jobFairs',
  idField: '_id',
  api: { list: { method: 'GET', path: '/feiraEmprego', wrap: 'data' }, create: { method: 'POST', path: '/feiraEmprego' } },
  schemas: {
    record: z.object({
      _id: z.string(),
      nome: z.string(),
      descricao: z.string(),
      anoLetivo: z.string(),
      ativa: z.boolean(),
      /** The fair's PDF by name, null until one is sent. */
      pdf: z.string().nullable(),
      inscricoes: z.array(registration),
    }),
    body: z.object({
      nome: requiredText('Nome é obrigatório', 200),
      descricao: optionalText(4000),
      anoLetivo: academicYear('Ano Letivo é obrigatório'),
    }),
  },
  fields: {
    nome: { label: 'Nome', kind: 'text' },
    descricao: { label: 'Descrição', kind: 'longText' },
    anoLetivo: { label: 'Ano Letivo', kind: 'select', choices: academicYearChoices(new Date()) },
  },
  toForm: ({ nome, descricao, anoLetivo }) => ({ nome, descricao, anoLetivo }),
  list: {
    show: ['descricao', 'anoLetivo'],
    sort: { field: 'anoLetivo', order: 'DESC' },
    query: {
      filters: {
        nome: { kind: 'search', label: 'Nome', max: 200 },
        anoLetivo: { kind: 'oneOf', label: 'Ano Letivo', choices: () => academicYearChoices(new Date()) },
        ativa: { kind: 'yesNo', label: 'Ativa' },
      },
      alwaysOn: ['nome', 'anoLetivo'],
      sorts: ['nome'],
    },
  },
  access: { list: { roles: TUTORING_ROLES }, create: writers },
  files: {
    pdf: {
      label: 'PDF',
      content: 'pdf',
      maxBytes: JOB_FAIR_PDF_MAX_BYTES,
      formField: 'pdf',
      upload: { method: 'POST', path: '/feiraEmprego/:id/pdf' },
      download: { method: 'GET', path: '/feiraEmprego/:id/pdf' },
      access: writers,
      texts: {
        choose: 'Escolher PDF',
        submit: 'Submeter PDF',
        missing: 'Por favor, selecione um arquivo PDF.',
        uploading: 'A enviar... %{percent}%',
        success: 'PDF adicionado com sucesso!',
        error: 'Erro ao adicionar PDF: %{message}',
      },
    },
  },
  toggles: {
    ativa: {
      label: 'Ativa',
      call: { method: 'PUT', path: '/feiraEmprego/:id/ativa' },
      access: writers,
      texts: {
        whenOn: 'Marcar como Inativa',
        whenOff: 'Marcar como Ativa',
        confirmOff: 'Tem certeza que deseja marcar a feira como inativa?',
        confirmOn: 'Tem certeza que deseja marcar a feira como ativa?',
        confirm: 'Confirmar',
        cancel: 'Cancelar',
        success: 'Status da feira de emprego atualizado com sucesso!',
        error: 'Erro ao atualizar o status: %{message}',
      },
    },
  },
  details: {
    inscricoes: { label: 'Inscritos', columns: { nome: 'Nome', email: 'Email', curso: 'Curso' }, show: 'Mostrar Inscritos', hide: 'Ocultar Inscritos', empty: 'Ainda não há inscritos.' },
  },
  conflicts: {
    duplicate: 'Já existe uma feira de emprego com este nome neste ano letivo.',
    notFound: 'Feira de emprego não encontrada.',
  },
  screen: { key: 'jobFairs', path: '/feiraemprego', title: 'Feiras de Emprego', icon: 'work' },
  texts: {
    add: 'Criar Feira de Emprego',
    createTitle: 'Criar Feira de Emprego',
    submit: 'Submeter',
    empty: 'Ainda não há feiras de emprego.',
    create: { success: 'Feira de Emprego criada com sucesso', error: 'Erro ao criar feira de emprego: %{message}' },
  },
  view: { layout: 'cards', rowActions: 'buttons', titleField: 'nome', inlineLabels: true },
});

/** The tutoring area's way to the page (it has no menu entry): the active fairs and their registrations. */
export const jobFairsCard = defineCard({
  key: 'jobFairs',
  screens: ['jobFairs'],
  roles: TUTORING_ROLES,
  title: 'Feiras de Emprego',
  caption: 'ativa |||| ativas',
  itemsTitle: 'Inscritos por feira',
  allClear: 'Nenhuma feira de emprego ativa.',
});
