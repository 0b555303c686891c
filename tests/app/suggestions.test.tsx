import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { Notification } from '../../src/app/layout/Notification';
import { API } from '../../src/contract/api';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import { buildUrl, type HttpClient, type HttpRequest } from '../../src/app/providers/http';
import { i18nProvider } from '../../src/app/providers/i18n';
import { createQueryClient } from '../../src/app/providers/queryClient';
import { suggestionsApi } from '../../src/app/suggestions';
import { SuggestionList } from '../../src/app/suggestions/SuggestionList';
import { hiddenCountText, pageRange, rangeText } from '../../src/app/suggestions/suggestionText';
import { lisbonDateTime } from '../../src/app/components/dates';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

function suggestion(n: number, isArquivado = false) {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    nomeUser: `Pessoa ${n}`,
    emailUser: `pessoa${n}@alunos.exemplo.pt`,
    mensagem: `Mensagem ${n}`,
    date: new Date(Date.UTC(2026, 10, 19, 12, 0) - n * 60_000).toISOString(),
    isArquivado,
  };
}

type Route = (request: HttpRequest | undefined) => unknown;

/** What every list's filter bar asks for: the user's saved views of the screen (none). */
const EVERY_LIST: Record<string, Route> = { 'GET /vistas': () => ({ data: [] }) };

/** A fake HttpClient: records each call and answers from a handler per `METHOD path`. */
function fakeHttp(routes: Record<string, Route>) {
  const calls: { path: string; request?: HttpRequest; url: string }[] = [];
  const http = (async (path: string, request?: HttpRequest) => {
    calls.push({ path, request, url: buildUrl(path, request?.query) });
    const handler = routes[`${request?.method ?? 'GET'} ${path}`] ?? routes[`${request?.method ?? 'GET'} *`] ?? EVERY_LIST[`${request?.method ?? 'GET'} ${path}`];
    if (!handler) throw new Error(`unexpected ${request?.method} ${path}`);
    return handler(request);
  }) as HttpClient;
  return { http, calls };
}

describe('suggestions wording', () => {
  it("says '1 sugestão escondida' for one and 'N sugestões escondidas' otherwise", () => {
    expect(hiddenCountText(1, translate)).toBe('1 sugestão escondida');
    expect(hiddenCountText(2, translate)).toBe('2 sugestões escondidas');
    expect(hiddenCountText(96, translate)).toBe('96 sugestões escondidas');
    expect(hiddenCountText(0, translate)).toBe('0 sugestões escondidas');
  });

  it("shows 'A mostrar de X até Y de Z Entidades' for the page", () => {
    expect(rangeText(1, 25, 320, translate)).toBe('A mostrar de 1 até 25 de 320 Entidades');
    expect(rangeText(2, 25, 320, translate)).toBe('A mostrar de 26 até 50 de 320 Entidades');
    expect(rangeText(13, 25, 320, translate)).toBe('A mostrar de 301 até 320 de 320 Entidades');
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });

  it('writes dates in pt-PT (day/month/year)', () => {
    expect(lisbonDateTime('2026-11-19T12:05:00Z')).toBe('19/11/2026, 12:05');
    // On Lisbon's clock, whatever the browser's zone: summer time is UTC+1; midnight UTC on 31 Dec is still that day.
    expect(lisbonDateTime('2026-07-01T23:30:00Z')).toBe('02/07/2026, 00:30');
    expect(lisbonDateTime('2026-12-31T00:10:00Z')).toBe('31/12/2026, 00:10');
  });
});

describe('suggestions endpoints', () => {
  it('lists with limit and a zero-based page, and asks the server to leave archived ones out when the switch is off', async () => {
    const page = { data: [suggestion(1)], pagination: { count: 1, limit: 25, total: 224, page: 0, archived: 96 } };
    const { http, calls } = fakeHttp({ 'GET /bugs': () => page });
    const provider = createDataProvider([suggestionsApi], http);

    const all = await provider.getList('suggestions', { pagination: { page: 1, perPage: 25 }, sort: { field: 'date', order: 'DESC' }, filter: {} });
    expect(calls[0].url).toBe('/api/bugs?limit=25&page=0');
    expect(all.data[0].id).toBe(suggestion(1)._id);
    expect(all.total).toBe(224);
    expect(all.meta).toMatchObject({ archived: 96 });

    await provider.getList('suggestions', { pagination: { page: 3, perPage: 25 }, sort: { field: 'date', order: 'DESC' }, filter: { arquivados: false } });
    expect(calls[1].url).toBe('/api/bugs?limit=25&page=2&arquivados=false');
  });

  it('archives with PUT /bugs/:id and the body {isArquivado}, returning the updated suggestion', async () => {
    const updated = suggestion(7, true);
    const { http, calls } = fakeHttp({ [`PUT /bugs/${updated._id}`]: () => ({ data: updated }) });
    const result = await createDataProvider([suggestionsApi], http).call(API.suggestions.archive, { params: { id: updated._id }, body: { isArquivado: true } });
    expect(calls[0]).toMatchObject({ path: `/bugs/${updated._id}`, request: { method: 'PUT', body: { isArquivado: true } } });
    expect(result).toEqual({ data: updated });
  });
});

/** The screen on the app's query client (a write refreshes the list it changed, the archiving), with its toasts. */
function renderScreen(http: HttpClient) {
  return render(
    <AdminContext dataProvider={createDataProvider([suggestionsApi], http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <SuggestionList />
      <Notification />
    </AdminContext>,
  );
}

describe('suggestions screen', () => {
  it('shows 10 skeletons while loading, then the cards (the first screenful first) with sender, e-mail, message, date and the button', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const data = Array.from({ length: 25 }, (_, i) => suggestion(i + 1, i === 1));
    renderScreen(fakeHttp({ 'GET /bugs': () => pending }).http);

    expect(await screen.findAllByTestId('suggestion-skeleton')).toHaveLength(10);
    answer({ data, pagination: { count: 25, limit: 25, total: 60, page: 0, archived: 1 } });

    // The first cards, then the others (components/firstRowsFirst.ts): the section says so meanwhile.
    await screen.findAllByTestId('suggestion');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sugestões' }).hasAttribute('data-drawing')).toBe(false));
    const cards = screen.getAllByTestId('suggestion');
    expect(cards).toHaveLength(25);
    expect(within(cards[0]).getByText('Pessoa 1')).toBeTruthy();
    expect(within(cards[0]).getByText('pessoa1@alunos.exemplo.pt')).toBeTruthy();
    expect(within(cards[0]).getByText('Mensagem 1')).toBeTruthy();
    expect(within(cards[0]).getByText(lisbonDateTime(data[0].date))).toBeTruthy();
    expect(within(cards[0]).getByRole('button', { name: 'Arquivar' })).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: 'Desarquivar' })).toBeTruthy();
    expect(screen.getByText('A mostrar de 1 até 25 de 60 Entidades')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Proximo' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('switch', { name: 'Mostrar arquivados' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows 'Ocorreu um erro...' when the list fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(fakeHttp({ 'GET /bugs': () => Promise.reject(new Error('boom')) }).http);
    expect(await screen.findByText('Ocorreu um erro...')).toBeTruthy();
    error.mockRestore();
  });

  it('flips the button with the returned item, and counts the hidden ones with the switch off', async () => {
    const first = suggestion(1);
    let archived = 3;
    const { http, calls } = fakeHttp({
      'GET /bugs': (request) => {
        const data = request?.query?.arquivados === 'false' && first.isArquivado ? [] : [{ ...first }];
        return { data, pagination: { count: data.length, limit: 25, total: data.length, page: 0, archived } };
      },
      [`PUT /bugs/${first._id}`]: (request) => {
        const { isArquivado } = request?.body as { isArquivado: boolean };
        first.isArquivado = isArquivado;
        archived += isArquivado ? 1 : -1;
        return { data: { ...first } };
      },
    });
    renderScreen(http);

    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByRole('button', { name: 'Desarquivar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desarquivar' }));
    expect(await screen.findByRole('button', { name: 'Arquivar' })).toBeTruthy();
    expect(calls.filter((c) => c.request?.method === 'PUT').map((c) => c.request?.body)).toEqual([{ isArquivado: true }, { isArquivado: false }]);

    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar arquivados' }));
    expect(await screen.findByText('3 sugestões escondidas')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/bugs?limit=25&page=0&arquivados=false'));

    // With the switch off, an archived item leaves the list and the count goes up.
    fireEvent.click(screen.getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('4 sugestões escondidas')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('suggestion')).toHaveLength(0));
  });

  it('after archiving, the view without the archived never shows its earlier answer while it is read again', async () => {
    const first = suggestion(1);
    const second = suggestion(2);
    // Once held, a read of the view without the archived waits for the test.
    let hold = false;
    let asked = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { http } = fakeHttp({
      'GET /bugs': async (request) => {
        const openOnly = request?.query?.arquivados === 'false';
        if (openOnly && hold) {
          asked = true;
          await held;
        }
        const data = [first, second].filter((s) => !openOnly || !s.isArquivado).map((s) => ({ ...s }));
        const archived = [first, second].filter((s) => s.isArquivado).length;
        return { data, pagination: { count: data.length, limit: 25, total: data.length, page: 0, archived } };
      },
      [`PUT /bugs/${first._id}`]: (request) => {
        first.isArquivado = (request?.body as { isArquivado: boolean }).isArquivado;
        return { data: { ...first } };
      },
    });
    // The inbox as the menu opens it (an earlier test left the switch off in the address).
    window.history.replaceState(null, '', '/');
    const { container } = renderScreen(http);
    const toggle = await screen.findByRole('switch', { name: 'Mostrar arquivados' });
    const card = (name: string) => screen.queryAllByTestId('suggestion').find((c) => within(c).queryByText(name));
    await screen.findByText('Pessoa 1');

    // The view without the archived is read once (nothing hidden yet), then left.
    fireEvent.click(toggle);
    expect(await screen.findByText('0 sugestões escondidas')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('hidden-count')).toBeNull());

    // Archived with the switch on; then the switch off, the view's answer held.
    fireEvent.click(within(card('Pessoa 1')!).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(within(card('Pessoa 1')!).getByRole('button', { name: 'Desarquivar' })).toBeTruthy());
    hold = true;
    fireEvent.click(toggle);
    await waitFor(() => expect(asked).toBe(true));
    // The earlier answer (Pessoa 1 not archived, nothing hidden) is not shown: the rows read since, busy.
    expect(card('Pessoa 1')).toBeUndefined();
    expect(screen.queryByText('0 sugestões escondidas')).toBeNull();
    expect(screen.getByText('1 sugestão escondida')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    release();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(card('Pessoa 1')).toBeUndefined();
    expect(card('Pessoa 2')).toBeDefined();
    expect(screen.getByText('1 sugestão escondida')).toBeTruthy();
  });

  it('logs an archive failure and keeps the item as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = suggestion(1);
    renderScreen(
      fakeHttp({
        'GET /bugs': () => ({ data: [first], pagination: { count: 1, limit: 25, total: 1, page: 0, archived: 0 } }),
        'PUT *': () => Promise.reject(new Error('offline')),
      }).http,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Arquivar' })).toBeTruthy();
    error.mockRestore();
  });

  it("tells a refused archive in a toast with the server's reason", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = suggestion(1);
    const stale = 'Este registo foi alterado por outra pessoa desde que o abriu.';
    renderScreen(
      fakeHttp({
        'GET /bugs': () => ({ data: [first], pagination: { count: 1, limit: 25, total: 1, page: 0, archived: 0 } }),
        'PUT *': () => Promise.reject(new HttpError(stale, 409, { statusCode: 409, message: stale })),
      }).http,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    error.mockRestore();
  });
});
