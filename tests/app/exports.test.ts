import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { PROGRAMME_TITLES, type Enrolment } from '../../src/contract';
import { enrolmentsFileName, enrolmentsWorkbook } from '../../src/app/exports/enrolments';

const person = (over: Partial<Enrolment>): Enrolment => ({
  id_utilizador: 'a1',
  num_utilizador: '202310001',
  nome: 'Ana Sousa',
  email: 'ana.sousa@alunos.exemplo.pt',
  curso: 'Engenharia Informática',
  unidade_organica: 'ESTG',
  type: 'tutor',
  academicYear: '2025/2026',
  uc: 'matematica',
  aprovado: true,
  mentorID: null,
  sessoes: [],
  ...over,
});

/** The workbook as read-excel-file reads it: rows of cell values. */
const readBack = async (blob: Blob) => {
  const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
  expect(sheets.map((s) => s.sheet)).toEqual(['Inscritos']);
  return sheets[0].data;
};

describe('the enrolments export', () => {
  it("is named after the programme, with a title row, the header row and the maths columns (Aprovado Sim/Não)", async () => {
    expect(enrolmentsFileName(PROGRAMME_TITLES.mathPhysics)).toBe('Tutoria matemática e fisica_Inscritos.xlsx');
    const rows = await readBack(await enrolmentsWorkbook(PROGRAMME_TITLES.mathPhysics, [person({}), person({ num_utilizador: '202310002', aprovado: null, type: 'tutorado' })], () => ''));
    expect(rows[0][0]).toBe(PROGRAMME_TITLES.mathPhysics);
    expect(rows[1]).toEqual(['Numero', 'Email', 'Curso', 'Escola', 'Tipo', 'UC', 'Aprovado']);
    expect(rows[2]).toEqual(['202310001', 'ana.sousa@alunos.exemplo.pt', 'Engenharia Informática', 'ESTG', 'tutor', 'matematica', 'Sim']);
    expect(rows[3].slice(-1)).toEqual(['Não']);
    expect(rows).toHaveLength(4);
  });

  it('names the associated mentor for peer mentoring, and only the five columns elsewhere', async () => {
    const peers = await readBack(await enrolmentsWorkbook(PROGRAMME_TITLES.peerMentoring, [person({ type: 'mentorado', mentorID: 'm1' })], (id) => (id === 'm1' ? 'Rui Mentor' : '?')));
    expect(peers[1]).toEqual(['Numero', 'Email', 'Curso', 'Escola', 'Tipo', 'Mentor Associado']);
    expect(peers[2].at(-1)).toBe('Rui Mentor');
    const other = await readBack(await enrolmentsWorkbook('Orientação para o estudo', [person({ type: 'inscrito' })], () => ''));
    expect(other[1]).toEqual(['Numero', 'Email', 'Curso', 'Escola', 'Tipo']);
  });

  it('writes text that looks like a formula as text, and drops characters a spreadsheet cannot hold', async () => {
    const hostile = ['=HYPERLINK("http://mau.exemplo","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', 'a\u0000b\u0007c'];
    const blob = await enrolmentsWorkbook('Orientação para o estudo', hostile.map((email, i) => person({ num_utilizador: String(i), email })), () => '');
    const rows = await readBack(blob);
    // (read-excel-file trims the leading tab it reads back.)
    expect(rows.slice(2).map((r) => r[1])).toEqual([...hostile.slice(0, 4), '=1+1', 'abc']);
    // No cell of the file is a formula.
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).not.toContain('<f>');
  });
});

describe('numbers of a declared resource (issue 46)', () => {
  it('are number cells in an export, and pt-PT on screen: euros with the sign, whole numbers and decimals with a comma', async () => {
    const { fieldCell } = await import('../../src/app/exports/cells');
    const { fieldText } = await import('../../src/app/declared/FieldValue');
    expect([fieldCell('money', '350.50'), fieldCell('integer', 3), fieldCell('decimal', '12.5'), fieldCell('money', '')]).toEqual([350.5, 3, 12.5, '']);
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect([fieldText('money', '350.50'), fieldText('money', '1200.00'), fieldText('integer', 3), fieldText('decimal', '12.5')].map(nbsp)).toEqual(['350,50 €', '1200,00 €', '3', '12,5']);
  });
});
