/** '{tutoria title}_Inscritos.xlsx' (spec section 7): the enrolments the user sees, as the table shows them. */
import { PROGRAMME_TITLES, type Enrolment } from '../../contract';
import { titledSheet, workbook, type Value } from './spreadsheet';

export const enrolmentsFileName = (title: string) => `${title}_Inscritos.xlsx`;

/** Title row, header row (Numero, Email, Curso, Escola, Tipo; UC and Aprovado for maths and physics; Mentor Associado for peer mentoring), rows. */
export function enrolmentRows(title: string, enrolls: readonly Enrolment[], mentorName: (mentorId: string) => string) {
  const maths = title === PROGRAMME_TITLES.mathPhysics;
  const peers = title === PROGRAMME_TITLES.peerMentoring;
  const headers = ['Numero', 'Email', 'Curso', 'Escola', 'Tipo', ...(maths ? ['UC', 'Aprovado'] : []), ...(peers ? ['Mentor Associado'] : [])];
  const rows = enrolls.map((e): Value[] => [
    e.num_utilizador,
    e.email,
    e.curso,
    e.unidade_organica,
    e.type,
    ...(maths ? [e.uc, e.aprovado ? 'Sim' : 'Não'] : []),
    ...(peers ? [e.mentorID ? mentorName(e.mentorID) : ''] : []),
  ]);
  return titledSheet(title, headers, rows);
}

export function enrolmentsWorkbook(title: string, enrolls: readonly Enrolment[], mentorName: (mentorId: string) => string): Promise<Blob> {
  return workbook(enrolmentRows(title, enrolls, mentorName), 'Inscritos');
}
