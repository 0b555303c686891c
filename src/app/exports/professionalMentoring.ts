/** The professional mentors page's export (spec section 7): the mentee list, one sheet 'Mentorias'. */
import type { OverviewMentee } from '../../contract';
import { courseText } from '../professionalMentoring/display';
import { titledSheet, workbook, type Value } from './spreadsheet';

export const MENTEES_FILE_NAME = 'Lista_Mentorados.xlsx';
export const MENTEES_SHEET = 'Mentorias';
export const MENTEES_TITLE = 'Mentorias Profissionais: lista de mentorados';
export const MENTEES_HEADERS = ['Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor Associado', 'Status'] as const;

/** Title row, header row (the columns of the 'Ver Mentorados' tab), one row per application. */
export function menteeRows(mentees: readonly OverviewMentee[]) {
  const rows = mentees.map((m): Value[] => [m.nome, m.email, courseText(m), m.unidade_organica, m.mentor_name, m.status]);
  return titledSheet(MENTEES_TITLE, MENTEES_HEADERS, rows);
}

export const menteesWorkbook = (mentees: readonly OverviewMentee[]): Promise<Blob> => workbook(menteeRows(mentees), MENTEES_SHEET);
