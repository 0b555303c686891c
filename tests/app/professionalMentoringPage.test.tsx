import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { OverviewMentee, OverviewMentor, ProfessionalOverview } from '../../src/contract';
import { ProfessionalMentoringPage } from '../../src/app/professionalMentoring/ProfessionalMentoringPage';
import { i18nProvider } from '../../src/app/providers/i18n';
import { API } from '../../src/contract/api';

/** The fake's view of a call of the map: its name, and its input. */
type FakeCall = (c: { name: string }, input?: { params?: Record<string, unknown>; body?: Record<string, unknown> }) => Promise<unknown>;

const mentor = (over: Partial<OverviewMentor>): OverviewMentor => ({
  user_id: 'mp001',
  name: 'Rita Sousa',
  email: 'rita@empresa.pt',
  company_name: 'Lusitânia Software, Lda.',
  professionalQualification: null,
  biography: 'Engenheira de software sénior (Lusitânia Software, Lda.), com doze anos de experiência.',
  linkedin: 'https://www.linkedin.com/in/rita',
  disponibilidade: [{ dia: 'Terça-feira', inicio: '18:30', fim: '19:30' }],
  status: 'PENDENTE',
  mentorados: { A: 1, P: 1, R: 0 },
  media: 4.5,
  ...over,
});
const mentee = (over: Partial<OverviewMentee>): OverviewMentee => ({
  user_id: 'a1',
  nome: 'João Lopes',
  email: 'joao@alunos.exemplo.pt',
  nm_curso: 'Engenharia Informática',
  sigla_curso: '9201',
  unidade_organica: 'ESTG',
  status: 'APROVADO',
  mentor_id: 'mp001',
  mentor_name: 'Rita Sousa',
  media: 4.5,
  ratings: [
    { ciclo: 1, avaliacao: 4 },
    { ciclo: 2, avaliacao: 5 },
  ],
  ...over,
});

const OVERVIEW: ProfessionalOverview = {
  mentors: [
    mentor({}),
    mentor({ user_id: 'mp002', name: 'Luís Pinto', status: 'ACEITE', linkedin: 'www.linkedin.com/in/luis', professionalQualification: 'Mestrado em Gestão', disponibilidade: [], mentorados: { A: 0, P: 0, R: 0 }, media: 0 }),
  ],
  mentees: [mentee({}), mentee({ user_id: 'a2', nome: 'Ana Reis', status: 'PENDENTE', media: 0, ratings: [] })],
};

/** The page under test, its calls answered by `call`; the filter bar's saved views by none. */
function renderPage(call: FakeCall) {
  const calls: FakeCall = (c, input) => (c === API.savedViews.list ? Promise.resolve({ data: [] }) : call(c, input));
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), call: calls } as never} i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfessionalMentoringPage />
    </AdminContext>,
  );
}

const rowOf = (name: string) => screen.getByRole('button', { name: `${name}: ver mentorados` }).closest('tr')!;

describe('ProfessionalMentoringPage', () => {
  it("shows 'Carregando...' while loading, then the five summary cards and every mentor column", async () => {
    let answer!: (value: { data: ProfessionalOverview }) => void;
    const call = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderPage(call as never);
    expect(await screen.findByText('Carregando...')).toBeTruthy();
    answer({ data: OVERVIEW });
    await screen.findByText('Rita Sousa');
    const summary = within(screen.getByRole('list', { name: 'Resumo' }));
    for (const [label, value] of [['Total de Mentores', 2], ['Mentores com Mentorados', 1], ['Total de Mentorados', 2], ['Mentorados Pendentes', 1], ['Mentorados com Mentor', 1]] as const) {
      expect(summary.getByText(label).parentElement?.textContent, label).toBe(`${label}${value}`);
    }
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['LinkedIn', 'Nome', 'Email', 'Empresa', 'Qualificação', 'Biografia', 'Disponibilidade', 'Status', 'Mentorados A|P|R', 'Avaliação', 'Ações']);
    const rita = within(rowOf('Rita Sousa'));
    expect(rita.getByRole('link', { name: 'LinkedIn de Rita Sousa (abre numa nova janela)' }).getAttribute('href')).toBe('https://www.linkedin.com/in/rita');
    expect(rita.getByText('N/A')).toBeTruthy();
    const biography = OVERVIEW.mentors[0].biography;
    expect(biography.length).toBeGreaterThan(60);
    expect(rita.getByText(`${biography.slice(0, 60)}...`)).toBeTruthy();
    expect(rita.getByText('Terça-feira: 18:30 - 19:30')).toBeTruthy();
    expect(rita.getByText('1 | 1 | 0')).toBeTruthy();
    expect(rita.getByText('4,5')).toBeTruthy();
    expect(rita.getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    const luis = within(rowOf('Luís Pinto'));
    expect((luis.getByRole('button', { name: 'Sem LinkedIn de Luís Pinto' }) as HTMLButtonElement).disabled).toBe(true);
    expect(luis.getByText('Sem disponibilidade')).toBeTruthy();
    expect(luis.getByText('—')).toBeTruthy();
    expect(luis.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(luis.getByRole('button', { name: 'Recusar' })).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("opens a mentor's mentees from its name button: course code — name, ratings per cycle and the average, or 'Sem avaliação'", async () => {
    renderPage(async () => ({ data: OVERVIEW }));
    const toggle = await screen.findByRole('button', { name: 'Rita Sousa: ver mentorados' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(screen.getByRole('table', { name: 'Mentorados de Rita Sousa' }));
    expect(table.getAllByText('9201 — Engenharia Informática')).toHaveLength(2);
    expect(table.getByText('Ciclo 1: 4')).toBeTruthy();
    expect(table.getByText('Ciclo 2: 5')).toBeTruthy();
    expect(table.getByText(/Média: 4,5/)).toBeTruthy();
    expect(table.getByText('Sem avaliação')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Luís Pinto: ver mentorados' }));
    expect(screen.getByText('Nenhum mentorado associado.')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Mentorados de Rita Sousa' })).toBeNull();
  });

  it('accepts and refuses a mentor, changing its row in place after the answer; a refused change is only logged', async () => {
    const call = vi.fn<FakeCall>(async ({ name }, { params = {}, body = {} } = {}) => {
      if (name === 'overview') return { data: OVERVIEW };
      if (params.mentorId === 'mp002') throw new Error('falhou');
      return { data: { ...mentor({}), status: body.status }, version: `v-${String(body.status)}` };
    });
    renderPage(call);
    await screen.findByText('Rita Sousa');
    fireEvent.click(within(rowOf('Rita Sousa')).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(within(rowOf('Rita Sousa')).queryByRole('button', { name: 'Aceitar' })).toBeNull());
    expect(call).toHaveBeenCalledWith(API.professionalMentoring.updateStatus, { params: { mentorId: 'mp001' }, body: { status: 'ACEITE' } });
    expect(within(rowOf('Rita Sousa')).getByText('ACEITE')).toBeTruthy();
    fireEvent.click(within(rowOf('Rita Sousa')).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(within(rowOf('Rita Sousa')).getByText('RECUSADO')).toBeTruthy());
    // The second change sends the version the first one answered.
    expect(call).toHaveBeenCalledWith(API.professionalMentoring.updateStatus, { params: { mentorId: 'mp001' }, body: { status: 'RECUSADO' }, version: 'v-ACEITE' });
    expect(within(rowOf('Rita Sousa')).getByRole('button', { name: 'Aceitar' })).toBeTruthy();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(within(rowOf('Luís Pinto')).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
    expect(within(rowOf('Luís Pinto')).getByText('ACEITE')).toBeTruthy();
    expect(call.mock.calls.filter(([{ name }]) => name === 'overview')).toHaveLength(1);
  });

  it("lists every application under 'Ver Mentorados', and says so when there is none", async () => {
    renderPage(async () => ({ data: OVERVIEW }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Ver Mentorados' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor Associado', 'Status']);
    expect(panel.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'João Lopesjoao@alunos.exemplo.pt9201 — Engenharia InformáticaESTGRita SousaAPROVADO',
      'Ana Reisjoao@alunos.exemplo.pt9201 — Engenharia InformáticaESTGRita SousaPENDENTE',
    ]);
  });

  it("shows 'Nenhum mentorado encontrado.' for an empty list", async () => {
    renderPage(async () => ({ data: { mentors: [], mentees: [] } }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Ver Mentorados' }));
    expect(screen.getByText('Nenhum mentorado encontrado.')).toBeTruthy();
  });

  it('asks the overview again with the status chosen in the filter bar, and shows it as a chip', async () => {
    const call = vi.fn<FakeCall>(async () => ({ data: OVERVIEW }));
    renderPage(call);
    await screen.findByText('Rita Sousa');
    expect(call).toHaveBeenCalledWith(API.professionalMentoring.overview, { query: {} });
    const bar = within(screen.getByRole('search', { name: 'Filtrar mentores' }));
    fireEvent.mouseDown(bar.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'PENDENTE' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(API.professionalMentoring.overview, { query: { status: 'PENDENTE' } }));
    expect(within(screen.getByRole('list', { name: 'Filtros aplicados' })).getByText('Status: PENDENTE')).toBeTruthy();
  });

  it("shows 'Erro: ' and the server's message when the list cannot be loaded", async () => {
    renderPage(async () => {
      throw Object.assign(new Error('Serviço temporariamente indisponível.'), { status: 503 });
    });
    expect(await screen.findByText('Erro: Serviço temporariamente indisponível.')).toBeTruthy();
  });
});
