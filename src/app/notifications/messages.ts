/**
 * The notifications screens' texts (merged into pt.ts under `app.notifications`). The spec's texts
 * are kept letter for letter; the validation messages come from the contract's zod schemas.
 */
export const notificationsMessages = {
  title: 'Notificações',
  showAll: 'Mostrar todas as notificações',
  schedule: 'Agendar notificação',
  history: 'Histórico de notificações',
  empty: 'Ainda não enviou nenhuma notificação!',
  dueSoon: 'Agendadas para as próximas 24 horas',
  noneDueSoon: 'Nenhuma notificação agendada para as próximas 24 horas.',
  error: 'Ocorreu um erro...',
  /** The filter bar's name (src/app/lists/DeclaredFilters.tsx). */
  filters: 'Filtrar notificações',
  noneMatch: 'Nenhuma notificação corresponde aos filtros.',
  status: {
    pending: 'Pendente',
    sent: 'Enviada',
  },
  received: 'Recebido por %{n} pessoa(s).',
  type: 'Tipo',
  extra: 'Extra',
  author: 'Autor',
  link: 'Link',
  edit: 'Editar',
  cancel: 'Cancelar',
  fields: {
    titulo: 'Titulo',
    mensagem: 'Mensagem',
    url: 'Link (opcional)',
    date: 'Data (UTC)',
    tipo: 'Tipo de notificação',
    course: 'Curso',
    school: 'Escola',
  },
  /** 'Exportar' (lists/ExportButton.tsx): the title first, the moment on the institution's clock. */
  columns: { date: 'Data (Lisboa)', state: 'Estado', recipients: 'Recebida por' },
  dateHint: 'Hora UTC. Agora: %{now}',
  /** Beside a UTC date: the institution's clock (an hour apart in summer). */
  dateLisbonHint: 'Hora UTC: %{lisbon} em Lisboa. Agora: %{now}',
  inLisbon: '%{lisbon} em Lisboa',
  extraRequired: 'Escolha o curso ou a escola a que se destina a notificação.',
  dialog: {
    scheduleTitle: 'Agendar notificação',
    editTitle: 'Editar notificação',
    submitSchedule: 'Agendar',
    submitEdit: 'Guardar',
    close: 'Fechar',
  },
  confirm: {
    title: 'Tem a certeza?',
    content: 'Está prestes a cancelar a notificação "%{titulo}". Ela não será enviada.',
    confirm: 'Confirmar',
    back: 'Voltar',
    sendNowTitle: 'Enviar já?',
    /** An edit whose date has passed: the sender delivers it within seconds. */
    sendNow: 'Será enviada de imediato a %{smart_count} pessoa. Continuar? |||| Será enviada de imediato a %{smart_count} pessoas. Continuar?',
    sendNowConfirm: 'Continuar',
  },
  toast: {
    pending: 'A agendar notificação..',
    success: 'Notificação agendada!',
    error: 'Erro ao agendar notificação',
    cancelling: 'A cancelar notificação..',
    cancelled: 'Notificação cancelada',
    cancelError: 'Erro ao cancelar notificação',
    /** The server refused it and said why (already sent, being sent, changed meanwhile). */
    cancelRefused: 'Erro ao cancelar notificação: %{message}',
  },
};
