import { describe, expect, it, vi } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import type { OverviewMentee, OverviewMentor } from '../../src/contract';
import { availabilityText, averageText, biographyPreview, courseText, linkedinHref, statusTone, summaryOf } from '../../src/app/professionalMentoring/display';
import { loadOverview, menteeCounts } from '../../src/app/professionalMentoring/loadOverview';
import { MENTEES_FILE_NAME, menteesWorkbook } from '../../src/app/exports/professionalMentoring';
import { unwrapAnyList } from '../../src/app/professionalMentoring/api';
import type { BackofficeDataProvider } from '../../src/app/providers/dataProvider';
import { API } from '../../src/contract/api';

const mentor = (over: Partial<OverviewMentor> = {}): OverviewMentor => ({
  user_id: 'mp001',
  name: 'Rita Sousa',
  email: 'rita@empresa.pt',
  company_name: 'Empresa, Lda.',
  professionalQualification: 'Mestrado',
  biography: 'b'.repeat(80),
  linkedin: 'https://www.linkedin.com/in/rita',
  disponibilidade: [],
  status: 'ACEITE',
  mentorados: { A: 0, P: 0, R: 0 },
  media: 0,
  ...over,
});
const mentee = (over: Partial<OverviewMentee> = {}): OverviewMentee => ({
  user_id: 'a1',
  nome: 'João Lopes',
  email: 'joao@alunos.exemplo.pt',
  nm_curso: 'Engenharia Informática',
  sigla_curso: '9201',
  unidade_organica: 'ESTG',
  status: 'APROVADO',
  mentor_id: 'mp001',
  mentor_name: 'Rita Sousa',
  media: 0,
  ratings: [],
  ...over,
});

describe('the display rules of the professional mentors page', () => {
  it('cuts a biography after 60 characters with "...", and leaves a short one whole', () => {
    const long = 'Engenheira de software sénior (Lusitânia Software, Lda.), com doze anos de experiência.';
    expect(biographyPreview(long)).toBe(`${long.slice(0, 60)}...`);
    expect(biographyPreview('x'.repeat(60))).toBe('x'.repeat(60));
    expect(biographyPreview('Curta.')).toBe('Curta.');
  });

  it("writes an availability chip as 'day: start - end'", () => {
    expect(availabilityText({ dia: 'Terça-feira', inicio: '18:30', fim: '19:30' })).toBe('Terça-feira: 18:30 - 19:30');
  });

  it('colours ACEITE and APROVADO green, PENDENTE amber, anything else red', () => {
    expect(['ACEITE', 'APROVADO', 'PENDENTE', 'RECUSADO', 'REJEITADO', 'SUSPENSO', ''].map(statusTone)).toEqual(['success', 'success', 'warning', 'error', 'error', 'error', 'error']);
  });

  it('links LinkedIn only for an address starting with http that is a valid http(s) URL', () => {
    expect(linkedinHref('https://www.linkedin.com/in/rita')).toBe('https://www.linkedin.com/in/rita');
    expect(linkedinHref(' http://linkedin.com/in/rui ')).toBe('http://linkedin.com/in/rui');
    for (const bad of ['www.linkedin.com/in/rita', '', null, 'javascript:alert(1)', 'https://', 'http://exa mple.pt', 'https:\\\\mau.pt', 'httpfoo.pt']) expect(linkedinHref(bad), String(bad)).toBeNull();
  });

  it("shows a course as 'code — name', an average with two decimals in pt-PT, none as null", () => {
    expect(courseText(mentee())).toBe('9201 — Engenharia Informática');
    expect(courseText(mentee({ sigla_curso: null }))).toBe('Engenharia Informática');
    expect(averageText(4.333)).toBe('4,33');
    expect(averageText(4)).toBe('4');
    expect(averageText(0)).toBeNull();
  });

  it('sums up: mentors with any application, students counted once (pending, with a mentor)', () => {
    const mentors = [mentor(), mentor({ user_id: 'mp002' }), mentor({ user_id: 'mp003' })];
    const mentees = [
      mentee(),
      mentee({ user_id: 'a1', mentor_id: 'mp002', status: 'REJEITADO' }),
      mentee({ user_id: 'a2', mentor_id: 'mp002', status: 'PENDENTE' }),
      mentee({ user_id: 'a3', status: 'PENDENTE' }),
      mentee({ user_id: 'a3', mentor_id: 'mp002', status: 'PENDENTE' }),
    ];
    expect(summaryOf(mentors, mentees)).toEqual({ mentors: 3, mentorsWithMentees: 2, mentees: 3, pendingMentees: 2, menteesWithMentor: 1 });
    expect(summaryOf([], [])).toEqual({ mentors: 0, mentorsWithMentees: 0, mentees: 0, pendingMentees: 0, menteesWithMentor: 0 });
  });
});

describe('loading the page', () => {
  it('takes the one-call overview when the server has it', async () => {
    const data = { mentors: [mentor()], mentees: [mentee()] };
    const call = vi.fn(async () => ({ data }));
    expect(await loadOverview({ call } as unknown as BackofficeDataProvider)).toBe(data);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(API.professionalMentoring.overview, { query: {} });
  });

  it('sends the declared filters to the overview, and to allMentors on a server without it', async () => {
    const query = { status: 'PENDENTE', name: 'rita' };
    const call = vi.fn(async ({ name }: { name: string }) => {
      if (name === 'overview') throw Object.assign(new Error('Não encontrado'), { status: 404 });
      return [];
    });
    expect(await loadOverview({ call } as unknown as BackofficeDataProvider, query)).toEqual({ mentors: [], mentees: [] });
    expect(call.mock.calls).toEqual([
      [API.professionalMentoring.overview, { query }],
      [API.professionalMentoring.allMentors, { query }],
    ]);
  });

  it("falls back to the spec's five calls on a server without it, an average or a mentee list that fails counting as none", async () => {
    // The spec's server: its lists bare, the averages as {media}.
    const call = vi.fn(async ({ name }: { name: string }, { params: args = {} }: { params?: Record<string, string> } = {}) => {
      if (name === 'overview') throw Object.assign(new Error('Não encontrado'), { status: 404 });
      if (name === 'allMentors') return [mentor({ mentorados: undefined, media: undefined } as never), mentor({ user_id: 'mp002', name: 'Luís Pinto' })];
      if (name === 'mediaMentor') {
        if (args.mentorId === 'mp002') throw new Error('falhou');
        return { media: 4.5 };
      }
      if (name === 'usersByMentor') {
        if (args.mentorId === 'mp002') throw new Error('falhou');
        return [mentee({ user_id: 'a2', nome: 'Zé' }), mentee({ nome: 'Ana', status: 'PENDENTE' })];
      }
      if (name === 'rating') return args.menteeId === 'a2' ? { media: 4, ratings: [{ ciclo: 1, avaliacao: 4 }] } : { media: 0, ratings: [] };
      throw new Error(name);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mentors, mentees } = await loadOverview({ call } as unknown as BackofficeDataProvider);
    logged.mockRestore();
    expect(mentors.map((m) => [m.user_id, m.media, m.mentorados])).toEqual([
      ['mp001', 4.5, { A: 1, P: 1, R: 0 }],
      ['mp002', 0, { A: 0, P: 0, R: 0 }],
    ]);
    expect(mentees.map((m) => [m.nome, m.mentor_name, m.media, m.ratings.length])).toEqual([
      ['Ana', 'Rita Sousa', 0, 0],
      ['Zé', 'Rita Sousa', 4, 1],
    ]);
  });

  it('lets any other failure reach the page (its message is shown)', async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('Serviço temporariamente indisponível.'), { status: 503 });
    });
    await expect(loadOverview({ call } as unknown as BackofficeDataProvider)).rejects.toThrow('Serviço temporariamente indisponível.');
  });

  it('reads a list bare or wrapped in data, and counts applications per status', () => {
    expect(unwrapAnyList([1, 2])).toEqual([1, 2]);
    expect(unwrapAnyList({ data: [3] })).toEqual([3]);
    expect(unwrapAnyList(null)).toEqual([]);
    expect(menteeCounts([{ status: 'APROVADO' }, { status: 'REJEITADO' }, { status: 'REJEITADO' }, { status: 'OUTRO' }])).toEqual({ A: 1, P: 0, R: 2 });
  });
});

describe('the mentee list export', () => {
  it("is one sheet 'Mentorias' named for the mentee list, with the tab's columns, and text that looks like a formula stays text", async () => {
    expect(MENTEES_FILE_NAME).toBe('Lista_Mentorados.xlsx');
    const blob = await menteesWorkbook([mentee(), mentee({ user_id: 'a2', nome: '=HYPERLINK("http://mau.exemplo","x")', email: '+1+1', status: 'PENDENTE', sigla_curso: null, nm_curso: null })]);
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['Mentorias']);
    const rows = sheets[0].data;
    expect(rows[1]).toEqual(['Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor Associado', 'Status']);
    expect(rows[2]).toEqual(['João Lopes', 'joao@alunos.exemplo.pt', '9201 — Engenharia Informática', 'ESTG', 'Rita Sousa', 'APROVADO']);
    expect(rows[3].slice(0, 2)).toEqual(['=HYPERLINK("http://mau.exemplo","x")', '+1+1']);
    expect(rows).toHaveLength(4);
    const { unzipSync, strFromU8 } = await import('fflate');
    expect(strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml'])).not.toContain('<f>');
  });
});
