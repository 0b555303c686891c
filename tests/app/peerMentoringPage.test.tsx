import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import type { PeerMentor, PeerPerson, YearInteraction } from '../../src/contract';
import { PeerMentoringPage } from '../../src/app/peerMentoring/PeerMentoringPage';
import { i18nProvider } from '../../src/app/providers/i18n';
import type { SessionUser } from '../../src/app/providers/authProvider';
import { API } from '../../src/contract/api';

const user = (role: SessionUser['role'], unidade_organica: string, tipo: string | null): SessionUser => ({
  id_utilizador: 'u1',
  nome: null,
  email: null,
  role,
  role_extra: null,
  fotografia: null,
  unidade_organica,
  tipo,
});

const person = (id: string, unit: string, academicYear: string, mentorID: string | null = null): PeerPerson => ({ id_utilizador: id, nome: `Pessoa ${id}`, email: null, curso: null, unidade_organica: unit, academicYear, mentorID });
const MENTORS: PeerMentor[] = [
  { ...person('m1', 'ESTG', '2025/2026'), ratings: [{ id_utilizador: 'a1', rating: 5 }], observacoes: [] },
  { ...person('m2', 'ESE', '2025/2026'), ratings: [], observacoes: [] },
  { ...person('m3', 'ESTG', '2024/2025'), ratings: [], observacoes: [] },
];
const MENTEES = [person('a1', 'ESTG', '2025/2026', 'm1'), person('a2', 'ESE', '2025/2026', 'm2'), person('a3', 'ESTG', '2024/2025', 'm3')];
const INTERACTIONS: YearInteraction[] = [{ menteeId: 'a1', mentorId: 'm1', data: '2025-10-02', tipo: 'Videochamada', duracao: 30, introduzidoPor: 'mentor' }];

/** A fake of the data provider's `call`: by the call's name, its answer on the wire. */
function renderPage(sessionUser: SessionUser, call: (c: { name: string }, input?: object) => Promise<unknown>) {
  const authProvider = { ...({} as AuthProvider), currentUser: () => sessionUser } as AuthProvider;
  const spy = vi.fn(call);
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), call: spy } as never}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PeerMentoringPage />
    </AdminContext>,
  );
  return spy;
}

const answers = async ({ name }: { name: string }) =>
  ({ mentors: { mentors: MENTORS }, mentees: { data: MENTEES, mentees: MENTEES }, interactions: { data: INTERACTIONS }, menteeInteractions: { data: INTERACTIONS } })[name];
const section = (name: string) => screen.getByRole('region', { name });

describe('PeerMentoringPage', () => {
  it("shows 'Ocorreu um erro...' when a list fails to load, and no export", async () => {
    renderPage(user('ADMIN', 'SC', 'SC'), async (c) => {
      if (c.name === 'mentees') throw new Error('falhou');
      return answers(c);
    });
    expect(await screen.findByText('Ocorreu um erro...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveProperty('disabled', true);
  });

  it('says so when there is no peer mentoring to show, without asking for interactions', async () => {
    const spy = renderPage(user('TUTORIAS', 'ESE', null), async ({ name }) => (name === 'mentors' ? { mentors: [] } : name === 'mentees' ? { data: [], mentees: [] } : { data: INTERACTIONS }));
    expect(await screen.findByText('Ainda não há mentorias inter-pares para mostrar.')).toBeTruthy();
    expect(spy.mock.calls.map(([c]) => c.name)).not.toContain('interactions');
  });

  it("shows a TUTORIAS_ADMIN whose tipo is not SC its own unit only, in three requests for the newest year", async () => {
    const spy = renderPage(user('TUTORIAS_ADMIN', 'ESTG', null), answers);
    const summary = await screen.findByRole('region', { name: 'Resumo por unidade orgânica' });
    expect(within(summary).getAllByRole('row').slice(1).map((r) => r.querySelector('th, td')?.textContent)).toEqual(['ESTG']);
    expect(within(section('Mentorados')).getByRole('button', { name: 'a1' })).toBeTruthy();
    expect(within(section('Mentorados')).queryByRole('button', { name: 'a2' })).toBeNull();
    expect(within(section('Mentores')).getByText('5,00')).toBeTruthy();
    expect(within(section('Mentores')).queryByText('m2')).toBeNull();
    expect(spy.mock.calls).toEqual([[API.tutorias.mentors, undefined], [API.tutorias.mentees, undefined], [API.peerMentoring.interactions, { query: { academicYear: '2025/2026' } }]]);
  });

  it('opens a mentee\'s calendar at the month of its latest interaction and goes back to the table', async () => {
    renderPage(user('ADMIN', 'SC', 'SC'), answers);
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Mentorados' })).findByRole('button', { name: 'a1' }));
    const mentees = section('Mentorados');
    expect(await within(mentees).findByText('Outubro de 2025')).toBeTruthy();
    expect(within(mentees).getByText(/Videochamada · 30 min/)).toBeTruthy();
    expect(within(mentees).getByRole('img', { name: 'Introduzida pelo mentor' })).toBeTruthy();
    fireEvent.click(within(mentees).getByRole('button', { name: 'Mês seguinte' }));
    expect(within(mentees).getByText('Novembro de 2025')).toBeTruthy();
    expect(within(mentees).getByText('0 interações neste mês')).toBeTruthy();
    fireEvent.click(within(mentees).getByRole('button', { name: 'Voltar para a Tabela' }));
    expect(document.activeElement).toBe(within(section('Mentorados')).getByRole('button', { name: 'a1' }));
  });
});
