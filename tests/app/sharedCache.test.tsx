/**
 * One cache for every screen: a change made through one screen's hook (react-admin's useUpdate, or a
 * call of the map through useApiMutation) refreshes every other mounted screen showing that resource,
 * whichever hook reads it (react-admin's useGetList, or useApiQuery).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useGetList, useUpdate } from 'react-admin';
import { API, type Tutoria } from '../../src/contract';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import type { HttpClient, HttpRequest } from '../../src/app/providers/http';
import { createQueryClient } from '../../src/app/providers/queryClient';
import { useApiBulkMutation, useApiMutation, useApiQuery } from '../../src/app/providers/useApi';
import { tutoriasApi } from '../../src/app/tutorias/api';
import { i18nProvider } from '../../src/app/providers/i18n';

/** The tutorias the "server" holds: a list and an update of one programme's texts. */
function tutoriasServer() {
  const rows: Tutoria[] = [{ _id: 't1', title: 'Tutorias de Matemática', short_description: 'antes', description: 'd', managers: [], enrolls: [] } as unknown as Tutoria];
  const requests: string[] = [];
  const http: HttpClient = async <T,>(path: string, request: HttpRequest = {}) => {
    requests.push(`${request.method ?? 'GET'} ${path}`);
    if (request.method === 'PUT') {
      Object.assign(rows[0], request.body);
      return { data: rows[0] } as T;
    }
    return { data: rows.map((row) => ({ ...row })) } as T;
  };
  return { http, requests };
}

/** A screen reading the programmes with react-admin's list hook. */
function ListScreen() {
  const { data } = useGetList<Tutoria & { id: string }>('tutorias');
  return <p data-testid="list">{data?.[0]?.short_description}</p>;
}
/** Another screen reading them with a call of the map. */
function CardScreen() {
  const { data } = useApiQuery(API.tutorias.list, { query: {} });
  return <p data-testid="card">{data?.data[0]?.short_description}</p>;
}
function ReactAdminEditor() {
  const [update] = useUpdate();
  return <button onClick={() => update('tutorias', { id: 't1', data: { short_description: 'pelo react-admin', description: 'd' }, previousData: { id: 't1' } }, { mutationMode: 'pessimistic' })}>react-admin</button>;
}
function MapEditor() {
  const edit = useApiMutation(API.tutorias.update);
  return <button onClick={() => edit.mutate({ params: { id: 't1' }, body: { short_description: 'pelo mapa', description: 'd' } })}>mapa</button>;
}

/** The same call on several "records" (here, texts), one by one. */
function BulkEditor() {
  const edit = useApiBulkMutation(API.tutorias.update, { toInput: (text: string) => ({ params: { id: 't1' }, body: { short_description: text, description: 'd' } }) });
  return <button onClick={() => edit.mutate(['primeiro', 'segundo'])}>em bloco</button>;
}
/** A write that puts its answer in the cache itself. */
function InPlaceEditor() {
  const edit = useApiMutation(API.tutorias.update, { inPlace: true });
  return (
    <button onClick={() => edit.mutate({ params: { id: 't1' }, body: { short_description: 'no lugar', description: 'd' } })}>{edit.isSuccess ? 'respondido' : 'no lugar'}</button>
  );
}

function renderScreens() {
  const server = tutoriasServer();
  render(
    <AdminContext dataProvider={createDataProvider([tutoriasApi], server.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <ListScreen />
      <CardScreen />
      <ReactAdminEditor />
      <MapEditor />
      <BulkEditor />
      <InPlaceEditor />
    </AdminContext>,
  );
  return server;
}

describe('one cache for every screen', () => {
  it("a change through react-admin's useUpdate refreshes a screen reading through the map", async () => {
    renderScreens();
    await waitFor(() => expect(screen.getByTestId('card').textContent).toBe('antes'));
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('antes'));
    fireEvent.click(screen.getByText('react-admin'));
    await waitFor(() => expect(screen.getByTestId('card').textContent).toBe('pelo react-admin'));
    expect(screen.getByTestId('list').textContent).toBe('pelo react-admin');
  });

  it("a change through a call of the map refreshes a screen reading through react-admin's list", async () => {
    const server = renderScreens();
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('antes'));
    const readsBefore = server.requests.filter((r) => r.startsWith('GET')).length;
    fireEvent.click(screen.getByText('mapa'));
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('pelo mapa'));
    await waitFor(() => expect(screen.getByTestId('card').textContent).toBe('pelo mapa'));
    expect(server.requests).toContain('PUT /tutorias/t1');
    expect(server.requests.filter((r) => r.startsWith('GET')).length).toBeGreaterThan(readsBefore);
  });

  it('a bulk write sends each call in turn, then reads the resource again once', async () => {
    const server = renderScreens();
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('antes'));
    const before = server.requests.length;
    fireEvent.click(screen.getByText('em bloco'));
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('segundo'));
    const after = server.requests.slice(before);
    expect(after.slice(0, 2)).toEqual(['PUT /tutorias/t1', 'PUT /tutorias/t1']);
    expect(after.slice(2).every((r) => r.startsWith('GET'))).toBe(true);
  });

  it('a write in place reads nothing again', async () => {
    const server = renderScreens();
    await waitFor(() => expect(screen.getByTestId('card').textContent).toBe('antes'));
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('antes'));
    const before = server.requests.length;
    fireEvent.click(screen.getByText('no lugar'));
    await screen.findByText('respondido');
    expect(server.requests.slice(before)).toEqual(['PUT /tutorias/t1']);
    expect(screen.getByTestId('list').textContent).toBe('antes');
  });
});
