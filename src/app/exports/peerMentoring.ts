/**
 * 'Mentorias_Inter-Pares.xlsx' (spec section 7): sheets Resumo, Mentorados and Mentores, with the
 * rows of the chosen academic year the user sees on the screen, figures as the screen shows them.
 */
import { dayText } from '../components/dates';
import type { MenteeRow, MentorRow, UnitSummaryRow } from '../peerMentoring/metrics';
import { titledSheet, workbookOf } from './spreadsheet';

export const PEER_MENTORING_FILE_NAME = 'Mentorias_Inter-Pares.xlsx';

export interface PeerMentoringExport {
  academicYear: string;
  summary: readonly UnitSummaryRow[];
  mentees: readonly MenteeRow[];
  mentors: readonly MentorRow[];
}

export function peerMentoringWorkbook({ academicYear, summary, mentees, mentors }: PeerMentoringExport): Promise<Blob> {
  const title = (what: string) => `Interações Inter-Pares ${academicYear}: ${what}`;
  return workbookOf([
    {
      name: 'Resumo',
      data: titledSheet(
        title('resumo por unidade orgânica'),
        ['Unidade Orgânica', 'Mentores', 'Mentorados', 'Interações', 'Horas', 'Intervalo médio (dias)', 'Avaliação média'],
        summary.map((u) => [u.unidade, u.mentores, u.mentorados, u.interacoes, u.horas, u.intervaloMedio, u.avaliacaoMedia]),
      ),
    },
    {
      name: 'Mentorados',
      data: titledSheet(
        title('mentorados'),
        ['Username', 'Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor', 'Interações', 'Horas', 'Intervalo médio (dias)', 'Última interação'],
        mentees.map((m) => [m.id_utilizador, m.nome, m.email, m.curso, m.unidade, m.mentor, m.interacoes, m.horas, m.intervaloMedio, m.ultima ? dayText(m.ultima) : '']),
      ),
    },
    {
      name: 'Mentores',
      data: titledSheet(
        title('mentores'),
        ['ID', 'Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentorados', 'Interações', 'Horas', 'Avaliação média', 'Avaliações', 'Observações'],
        mentors.map((m) => [
          m.id_utilizador,
          m.nome,
          m.email,
          m.curso,
          m.unidade,
          m.mentorados,
          m.interacoes,
          m.horas,
          m.avaliacaoMedia,
          m.avaliacoes,
          m.observacoes.map((o) => `${dayText(o.data)}: ${o.texto}`).join('\n'),
        ]),
      ),
    },
  ]);
}
