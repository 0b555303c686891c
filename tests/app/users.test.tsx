import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import { buildUrl, type HttpClient, type HttpRequest } from '../../src/app/providers/http';
import { i18nProvider } from '../../src/app/providers/i18n';
import { API } from '../../src/contract/api';
import { usersApi } from '../../src/app/users';
import { UserList } from '../../src/app/users/UserList';
import { chooseRole, initialRoleChoice, roleUpdateBody } from '../../src/app/users/roleEditor';
import { courseOptions, schoolOptions } from '../../src/app/users/useExtraOptions';

type Route = (request: HttpRequest | undefined) => unknown;

function fakeHttp(routes: Record<string, Route>) {
  const calls: { path: string; request?: HttpRequest; url: string }[] = [];
  const http = (async (path: string, request?: HttpRequest) => {
    calls.push({ path, request, url: buildUrl(path, request?.query) });
    const handler = routes[`${request?.method ?? 'GET'} ${path}`];
    if (!handler) throw new Error(`unexpected ${request?.method} ${path}`);
    return handler(request);
  }) as HttpClient;
  return { http, calls };
}

const ccurso = { id_utilizador: 'rui', nome: 'Rui Santos', email: 'rui@x.pt', role: 'ccurso', role_extra: ['9201', '9205'] };
const student = { id_utilizador: 'a2022', nome: 'Amélia Brito Guerreiro', email: 'amelia@x.pt', role: null, role_extra: null };

describe('role popup logic', () => {
  it("starts from the user's role (DEFAULT when empty) and extras", () => {
    expect(initialRoleChoice(ccurso)).toEqual({ role: 'CCURSO', extras: ['9201', '9205'] });
    expect(initialRoleChoice(student)).toEqual({ role: 'DEFAULT', extras: [] });
  });

  it("choosing the user's own role restores the existing extras; any other role clears them", () => {
    expect(chooseRole(ccurso, 'DIRECAO')).toEqual({ role: 'DIRECAO', extras: [] });
    expect(chooseRole(ccurso, 'ADMIN')).toEqual({ role: 'ADMIN', extras: [] });
    expect(chooseRole(ccurso, 'CCURSO')).toEqual({ role: 'CCURSO', extras: ['9201', '9205'] });
    expect(chooseRole(student, 'CCURSO')).toEqual({ role: 'CCURSO', extras: [] });
  });

  it('sends the extras only for the roles that carry them, null otherwise', () => {
    expect(roleUpdateBody({ role: 'CCURSO', extras: ['9201'] })).toEqual({ role: 'CCURSO', role_extra: ['9201'] });
    expect(roleUpdateBody({ role: 'RH', extras: ['9201'] })).toEqual({ role: 'RH', role_extra: null });
  });

  it('labels courses and schools with their names when the server sends them', () => {
    expect(courseOptions({ data: ['9201', '9999'], cursos: [{ id: '9201', nome: 'Engenharia Informática' }] })).toEqual([
      { value: '9201', label: '9201 · Engenharia Informática' },
      { value: '9999', label: '9999' },
    ]);
    expect(schoolOptions({ data: ['ESTG'] })).toEqual([{ value: 'ESTG', label: 'ESTG' }]);
  });
});

describe('users endpoints', () => {
  it('lists with limit, a zero-based page and the search text', async () => {
    const { http, calls } = fakeHttp({ 'GET /users': () => ({ data: [student], pagination: { count: 1, limit: 25, total: 1, page: 0 } }) });
    const provider = createDataProvider([usersApi], http);
    // By name ascending: the list's own order, sent as nothing.
    const result = await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { search: 'amelia brito' } });
    expect(calls[0].url).toBe('/api/users?limit=25&page=0&search=amelia+brito');
    expect(result.data[0].id).toBe('a2022');
    expect(result.total).toBe(1);

    await provider.getList('users', { pagination: { page: 4, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(calls[1].url).toBe('/api/users?limit=25&page=3');

    // The declared filters and another order (src/contract/lists/users.ts) beside the search.
    await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'email', order: 'DESC' }, filter: { search: 'ana', role: 'DEFAULT', school: 'ESTG' } });
    expect(calls[2].url).toBe('/api/users?limit=25&page=0&search=ana&role=DEFAULT&school=ESTG&sort=email&order=DESC');
  });

  it('updates with PUT /users/:id_utilizador and a body of exactly {role, role_extra}', async () => {
    const { http, calls } = fakeHttp({ 'PUT /users/a2022': (request) => ({ data: { ...student, ...(request?.body as object) } }) });
    const result = await createDataProvider([usersApi], http).update('users', {
      id: 'a2022',
      data: { ...student, role: 'CCURSO', role_extra: ['9201', '9205'] },
      previousData: { ...student, id: 'a2022' },
    });
    expect(calls[0].request).toEqual({ method: 'PUT', query: undefined, body: { role: 'CCURSO', role_extra: ['9201', '9205'] } });
    expect(result.data).toMatchObject({ id: 'a2022', role: 'CCURSO' });

    await createDataProvider([usersApi], http).update('users', { id: 'a2022', data: { role: 'GCI' }, previousData: { ...student, id: 'a2022' } });
    expect(calls[1].request?.body).toEqual({ role: 'GCI', role_extra: null });
  });

  it('fetches the unique courses and schools', async () => {
    const { http, calls } = fakeHttp({ 'GET /backoffice/unique/cursos': () => ({ data: ['9201'] }), 'GET /backoffice/unique/escolas': () => ({ data: ['ESTG'] }) });
    const provider = createDataProvider([usersApi], http);
    expect(await provider.call(API.users.uniqueCursos)).toEqual({ data: ['9201'] });
    expect(await provider.call(API.users.uniqueEscolas)).toEqual({ data: ['ESTG'] });
    expect(calls.map((c) => c.url)).toEqual(['/api/backoffice/unique/cursos', '/api/backoffice/unique/escolas']);
  });
});

function renderScreen(http: HttpClient) {
  return render(
    <AdminContext dataProvider={createDataProvider([usersApi], http)} i18nProvider={i18nProvider} store={memoryStore()}>
      <UserList />
    </AdminContext>,
  );
}

describe('users screen', () => {
  it("shows the table with 'DEFAULT' for an empty role, and 'Nenhum utilizador encontrado.' for a search with no match", async () => {
    const { http, calls } = fakeHttp({
      'GET /users': (request) =>
        request?.query?.search
          ? { data: [], pagination: { count: 0, limit: 25, total: 0, page: 0 } }
          : { data: [student, ccurso], pagination: { count: 2, limit: 25, total: 2, page: 0 } },
      // The course filter's choices.
      'GET /backoffice/unique/cursos': () => ({ data: ['9201'] }),
    });
    renderScreen(http);
    const row = (await screen.findByText('Amélia Brito Guerreiro')).closest('tr') as HTMLElement;
    expect(within(row).getByText('DEFAULT')).toBeTruthy();
    expect(screen.getByText('CCURSO')).toBeTruthy();
    for (const header of ['ID', 'Nome', 'Email', 'Role']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'ninguem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procurar' }));
    expect(await screen.findByText('Nenhum utilizador encontrado.')).toBeTruthy();
    // The list's own last call (the saved views' may come after it on a busy machine).
    expect(calls.filter((c) => c.path === '/users').at(-1)?.url).toBe('/api/users?limit=25&page=0&search=ninguem');
  });

  it("shows 'Ocorreu um erro...' when the list fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(fakeHttp({ 'GET /users': () => Promise.reject(new Error('boom')) }).http);
    expect(await screen.findByText('Ocorreu um erro...')).toBeTruthy();
    error.mockRestore();
  });

  it('the popup shows the user, disables Atualizar for DIRECAO without schools and sends {role, role_extra}', async () => {
    const { http, calls } = fakeHttp({
      'GET /users': () => ({ data: [student], pagination: { count: 1, limit: 25, total: 1, page: 0 } }),
      'GET /backoffice/unique/escolas': () => ({ data: ['ESTG', 'ESE'] }),
      'PUT /users/a2022': (request) => ({ data: { ...student, ...(request?.body as object) } }),
    });
    renderScreen(http);
    fireEvent.click(await screen.findByRole('button', { name: 'Ações: a2022' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Alterar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Amélia Brito Guerreiro')).toBeTruthy();
    expect(within(dialog).getByText('amelia@x.pt')).toBeTruthy();
    expect(within(dialog).getByText('a2022')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Atualizar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DIRECAO' }));
    await waitFor(() => expect(submit.disabled).toBe(true));

    const extra = within(dialog).getByRole('combobox', { name: 'Extra' });
    fireEvent.mouseDown(extra);
    fireEvent.click(await screen.findByRole('option', { name: 'ESTG' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.request?.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.request?.method === 'PUT')?.request?.body).toEqual({ role: 'DIRECAO', role_extra: ['ESTG'] });
  });
});
