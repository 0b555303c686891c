import { REPORT_PERSON_COLUMNS, UNIT_STATISTICS_COLUMNS } from '../../contract';

const labels = (columns: readonly { key: string; label: string }[]) => Object.fromEntries(columns.map((c) => [c.key, c.label]));

/** The maths and physics report's texts (merged into pt.ts under `app.mathPhysics`); the spec's wording where it has one. */
export const mathPhysicsMessages = {
  title: 'Matemática / Fisica',
  year: 'Ano Letivo:',
  noYears: 'Ainda não há inscrições em Matemática ou Física.',
  error: 'Ocorreu um erro...',
  statistics: {
    title: 'Estatísticas por Unidade Orgânica',
    columns: labels(UNIT_STATISTICS_COLUMNS),
    empty: 'Sem estatísticas neste ano letivo.',
    noUnit: 'Sem unidade',
  },
  people: {
    title: 'Inscritos',
    columns: labels(REPORT_PERSON_COLUMNS),
    sessions: 'Sessões',
    empty: 'Sem inscritos neste ano letivo.',
    show: 'Ver Sessões',
    hide: 'Fechar Sessões',
    type: '%{type} (%{uc})',
  },
  sessions: {
    loading: 'A carregar as sessões',
    none: 'Sem sessões registadas',
    fetchError: 'Erro ao buscar sessões do inscrito',
    hour: 'Hora',
    location: 'Local',
    mode: 'Modo',
    duration: 'Duração',
    minutes: '%{smart_count} minuto |||| %{smart_count} minutos',
    state: {
      cabinet: 'Horas validadas',
      confirmed: 'Confirmada',
      open: 'Por confirmar',
      past: 'Terminada',
    },
  },
  details: {
    title: 'Detalhes da Sessão',
    close: 'Fechar',
    date: 'Data',
    seeLocation: 'Ver Local',
    participants: 'Participantes:',
    rated: 'avaliou com %{rating}',
    noParticipants: 'Nenhum inscrito.',
    unknownName: 'Nome não disponível',
    validate: 'Validar Horas',
    validated: 'Sessão Validada com sucesso!',
    validateError: 'Erro ao validar sessão!',
  },
  logos: {
    institution: 'Logótipo da instituição',
    maths: 'Tutoria de Matemática',
    physics: 'Tutoria de Física',
  },
};
