import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { AbandonmentPage } from '../../src/app/abandonment/AbandonmentPage';
import { i18nProvider } from '../../src/app/providers/i18n';
import type { SessionUser } from '../../src/app/providers/authProvider';

const user = (role: SessionUser['role'], role_extra: string[] | null): SessionUser => ({
  id_utilizador: role.toLowerCase(),
  nome: null,
  email: null,
  role,
  role_extra,
  fotografia: null,
  unidade_organica: null,
  tipo: null,
});

/** 30 people in ESTG (id 3), none in ESA (1); the list of another school fails. */
const PEOPLE = Array.from({ length: 30 }, (_, i) => ({
  id_utilizador: `a${String(i + 1).padStart(3, '0')}`,
  nome_completo: i === 7 ? 'Conceição Simões' : `Aluno ${String(i + 1).padStart(2, '0')}`,
  num_utilizador: String(2020000 + i),
  email_interno: `a${i}@alunos.exemplo.pt`,
  descricao: `Motivo ${i + 1}`,
}));

function renderPage(sessionUser: SessionUser) {
  // As the API (the school's whole list, by the name searched, accents and case aside) and the screen's
  // data provider (the page asked) answer together.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const getList = vi.fn(async (_resource: string, params: { filter: { UO: number; name?: string }; pagination: { page: number; perPage: number } }) => {
    if (params.filter.UO === 3) {
      const found = PEOPLE.filter((p) => !params.filter.name || fold(p.nome_completo).includes(fold(params.filter.name)));
      const { page, perPage } = params.pagination;
      return { data: found.slice((page - 1) * perPage, page * perPage).map((p) => ({ ...p, id: p.id_utilizador })), total: found.length };
    }
    if (params.filter.UO === 1) return { data: [], total: 0 };
    throw new Error('falhou');
  });
  // A failed read that is not a refusal keeps the session (react-admin asks checkError; without one it
  // signed out, and failed: 'authProvider.logout is not a function' in every run's output).
  const authProvider = { ...({} as AuthProvider), currentUser: () => sessionUser, checkError: () => Promise.resolve() } as AuthProvider;
  // The list keeps its view in the address: each test starts from none.
  window.history.replaceState(null, '', '/');
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), getList } as never}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AbandonmentPage />
    </AdminContext>,
  );
  return { getList };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const chooseSchool = async (sigla: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Escola' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: sigla }));
};

describe('AbandonmentPage', () => {
  it('shows 25 a page with the spec columns, and the next page the rest', async () => {
    const { getList } = renderPage(user('DIRECAO', ['ESTG']));
    await screen.findByText('Aluno 01', {}, { timeout: 20_000 });
    expect(getList).toHaveBeenCalledWith('abandonment', expect.objectContaining({ filter: { UO: 3 } }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Nome', 'Numero', 'Email', 'Descrição']);
    expect(bodyRows()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página seguinte' }));
    await screen.findByText('Aluno 30', {}, { timeout: 20_000 });
    expect(bodyRows()).toHaveLength(5);
  });

  it('filters by name (the declared filter, sent to the server), back to the first page', async () => {
    const { getList } = renderPage(user('DIRECAO', ['ESTG']));
    await screen.findByText('Aluno 01', {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página seguinte' }));
    await screen.findByText('Aluno 30', {}, { timeout: 20_000 });
    const search = (text: string) => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Procurar' }), { target: { value: text } });
      fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Procurar' }), { key: 'Enter' });
    };
    search('SIMOES');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 20_000 });
    expect(screen.getByText('Conceição Simões')).toBeTruthy();
    expect(getList).toHaveBeenLastCalledWith('abandonment', expect.objectContaining({ filter: { UO: 3, name: 'SIMOES' }, pagination: { page: 1, perPage: 25 } }));
    search('ninguém');
    expect(await screen.findByText('Nenhum nome corresponde a "ninguém".', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('says "Sem registos para esta escola." for an empty school and "Ocorreu um erro..." on failure', async () => {
    renderPage(user('ADMIN', null));
    expect(await screen.findByText('Sem registos para esta escola.')).toBeTruthy();
    await chooseSchool('SAS');
    expect(await screen.findByText('Ocorreu um erro...')).toBeTruthy();
  });

  it('offers DIRECAO only the schools of its role_extra', async () => {
    renderPage(user('DIRECAO', ['ESTG', 'ESCE']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Escola' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ESTG', 'ESCE']);
  });
});
