/**
 * The maths and physics report's tables: their columns, in the spec's order and words. No schema
 * here (the report's answer is schemas/mathPhysics.ts): the back-office's catalogue reads these
 * labels when it loads, without building the area's schemas.
 */
import type { ReportPerson, UnitStatistics } from './schemas/mathPhysics';

/** The table's eight columns, in the spec's order and words; `average`: shown with two decimals ('2,50'). */
export const UNIT_STATISTICS_COLUMNS = [
  { key: 'unidade_organica', label: 'Unidade Orgânica' },
  { key: 'tutores', label: 'Nº de Tutores' },
  { key: 'tutorados', label: 'Nº de Tutorados' },
  { key: 'sessoesAgendadas', label: 'Sessões Agendadas' },
  { key: 'sessoesConfirmadas', label: 'Sessões Confirmadas' },
  { key: 'totalHoras', label: 'Total de Horas' },
  { key: 'mediaInscritos', label: 'Média de Inscritos/Sessão', average: true },
  { key: 'avaliacaoMedia', label: 'Avaliação Média', average: true },
] as const satisfies readonly { key: keyof UnitStatistics; label: string; average?: true }[];

/** The people table's columns (the spec's words), before its 'Ver Sessões' button. */
export const REPORT_PERSON_COLUMNS = [
  { key: 'num_utilizador', label: 'Número' },
  { key: 'id_utilizador', label: 'ID' },
  { key: 'type', label: 'Tipo Inscrição' },
  { key: 'horas', label: 'Horas' },
  { key: 'horasValidadas', label: 'Horas Validadas' },
  { key: 'avaliacoes', label: 'Avaliações' },
  { key: 'mediaAvaliacoes', label: 'Média Avaliações', average: true },
] as const satisfies readonly { key: keyof ReportPerson; label: string; average?: true }[];
