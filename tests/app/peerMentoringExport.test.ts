import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { PEER_MENTORING_FILE_NAME, peerMentoringWorkbook } from '../../src/app/exports/peerMentoring';
import type { MenteeRow, MentorRow } from '../../src/app/peerMentoring/metrics';

const mentee: MenteeRow = { id_utilizador: 'a2023001', nome: '=HYPERLINK("http://mau.exemplo","x")', email: 'ana@exemplo.pt', curso: 'Engenharia Informática', unidade: 'ESTG', mentor: 'Rui Sousa', interacoes: 3, horas: 1.6, intervaloMedio: 4.5, ultima: '2025-11-03' };
const mentor: MentorRow = {
  id_utilizador: 'a2021009',
  nome: 'Rui Sousa',
  email: 'rui@exemplo.pt',
  curso: 'Gestão',
  unidade: 'ESTG',
  mentorados: 2,
  interacoes: 5,
  horas: 2.5,
  avaliacaoMedia: 4.33,
  avaliacoes: 3,
  observacoes: [
    { data: '2025-10-02', texto: 'Primeira reunião.' },
    { data: '2025-11-20', texto: '+1 sessão de estudo' },
  ],
};

describe('the peer-mentoring export', () => {
  it('writes Resumo, Mentorados and Mentores with their headers and the figures as numbers; text that looks like a formula stays text', async () => {
    expect(PEER_MENTORING_FILE_NAME).toBe('Mentorias_Inter-Pares.xlsx');
    const blob = await peerMentoringWorkbook({
      academicYear: '2025/2026',
      summary: [{ unidade: 'ESTG', mentores: 1, mentorados: 2, interacoes: 5, horas: 2.5, intervaloMedio: 4.5, avaliacaoMedia: 4.3 }],
      mentees: [mentee],
      mentors: [mentor],
    });
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['Resumo', 'Mentorados', 'Mentores']);
    const [summary, mentees, mentors] = sheets.map((s) => s.data);
    expect(summary[0][0]).toBe('Interações Inter-Pares 2025/2026: resumo por unidade orgânica');
    expect(summary[1]).toEqual(['Unidade Orgânica', 'Mentores', 'Mentorados', 'Interações', 'Horas', 'Intervalo médio (dias)', 'Avaliação média']);
    expect(summary[2]).toEqual(['ESTG', 1, 2, 5, 2.5, 4.5, 4.3]);
    expect(mentees[1]).toEqual(['Username', 'Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor', 'Interações', 'Horas', 'Intervalo médio (dias)', 'Última interação']);
    expect(mentees[2]).toEqual(['a2023001', '=HYPERLINK("http://mau.exemplo","x")', 'ana@exemplo.pt', 'Engenharia Informática', 'ESTG', 'Rui Sousa', 3, 1.6, 4.5, '03/11/2025']);
    expect(mentors[1]).toEqual(['ID', 'Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentorados', 'Interações', 'Horas', 'Avaliação média', 'Avaliações', 'Observações']);
    expect(mentors[2]).toEqual(['a2021009', 'Rui Sousa', 'rui@exemplo.pt', 'Gestão', 'ESTG', 2, 5, 2.5, 4.33, 3, '02/10/2025: Primeira reunião.\n20/11/2025: +1 sessão de estudo']);
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    for (const n of [1, 2, 3]) expect(strFromU8(files[`xl/worksheets/sheet${n}.xml`])).not.toContain('<f>');
  });

  it('writes the headers alone for a year without rows', async () => {
    const sheets = await readXlsxFile(Buffer.from(await (await peerMentoringWorkbook({ academicYear: '2025/2026', summary: [], mentees: [], mentors: [] })).arrayBuffer()));
    expect(sheets.map((s) => s.data.length)).toEqual([2, 2, 2]);
  });
});
