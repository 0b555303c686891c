// providers/earlyQueries.ts: a start at an address runs the queries its screen made last time into
// the query cache, on the answers asked early only, so that the screen is drawn with them at once
// and asks nothing again; a query without such an answer asks nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, tokenStore } from '../../src/app/providers/http';
import { forgetEarlyReads, QUERIES_KEY } from '../../src/app/providers/earlyReads';
import { openEarly, settleEarly } from './earlyOpening';
import { startQueriesAt } from '../../src/app/providers/earlyQueries';
import { createDataProvider, type BackofficeDataProvider } from '../../src/app/providers/dataProvider';
import { notificationsApi } from '../../src/app/notifications';
import { callKey, callQuery } from '../../src/app/providers/useApi';
import { API } from '../../src/contract/api';
import type { GetListParams } from 'react-admin';

// A real server counting what it is asked; every answer is one row named by the path asked.
let server: Server;
let base: string;
const asked: string[] = [];
/** The server answering 503 (unreachable) to every read. */
let failing = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url!.split('?')[0]);
    if (failing) res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 503, message: 'Indisponível' }));
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ _id: req.url }], pagination: { total: 1 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  forgetEarlyReads();
  asked.length = 0;
  failing = false;
});

const provider = (): BackofficeDataProvider => createDataProvider([notificationsApi], createHttpClient(base));
const ADDRESS = '/admin/notifications';
/** The list as react-admin's useGetList keys it on that screen, and the types as useApiQuery keys them. */
const LIST: QueryKey = ['notifications', 'getList', { pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'DESC' }, filter: { all: true } }];
const TYPES = callKey(API.notifications.types);


/**
 * The back-office started at ADDRESS, then its query client made: its early reads asked and
 * answered (`answered`), asked and not answered yet (`coming`), or not asked (`none`, e.g. after
 * signing in at the form).
 */
async function start(early: 'answered' | 'coming' | 'none' = 'answered'): Promise<{ client: QueryClient; dataProvider: BackofficeDataProvider }> {
  if (early !== 'none') {
    openEarly('/');
    openEarly(ADDRESS);
    if (early === 'answered') await settleEarly();
  }
  const client = new QueryClient();
  const dataProvider = provider();
  startQueriesAt(ADDRESS, client, dataProvider);
  return { client, dataProvider };
}

/** The screen's queries, as its hooks make them: the list, the types (useApiQuery), and one of its own. */
async function screenQueries(client: QueryClient, dataProvider: BackofficeDataProvider): Promise<void> {
  await client.fetchQuery({ queryKey: LIST, queryFn: () => dataProvider.getList('notifications', LIST[2] as GetListParams) });
  await client.fetchQuery(callQuery(dataProvider, API.notifications.types));
  // Under a call's key, but keeping something of its own: never run again from the key alone.
  await client.fetchQuery({ queryKey: callKey(API.notifications.myTypes), queryFn: () => Promise.resolve('its own') });
}

describe('early queries', () => {
  it('remembers the queries a start at an address made, and runs them into the cache at the next start there, asking nothing more', async () => {
    tokenStore.set('t1');
    const first = await start();
    await screenQueries(first.client, first.dataProvider);
    expect(JSON.parse(localStorage.getItem(QUERIES_KEY)!)[ADDRESS]).toEqual([LIST, TYPES]);
    expect(asked).toEqual(['/notifications/all', '/notifications/type']);
    expect(await first.client.getQueryData(callKey(API.notifications.myTypes))).toBe('its own');

    asked.length = 0;
    const { client } = await start();
    expect(asked).toEqual(['/notifications/all', '/notifications/type']); // the early reads, nothing else
    await vi.waitFor(() => expect(client.getQueryData(LIST)).toEqual({ data: [{ _id: '/notifications/all', id: '/notifications/all' }], total: 1, meta: undefined, pageInfo: undefined }));
    await vi.waitFor(() => expect(client.getQueryData(TYPES)).toEqual({ data: [{ _id: '/notifications/type' }], pagination: { total: 1 } }));

    // The screen drawn now takes them as they are: no query of it asks again.
    const observers = [LIST, TYPES].map((queryKey) => new QueryObserver(client, { queryKey, queryFn: () => Promise.reject(new Error('asked again')) }));
    const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
    expect(observers.map((observer) => observer.getCurrentResult().isFetching)).toEqual([false, false]);
    unsubscribe.forEach((stop) => stop());
    expect(asked).toHaveLength(2);
    // Remembered again for the next start.
    const again: unknown[] = JSON.parse(localStorage.getItem(QUERIES_KEY)!)[ADDRESS];
    expect(again).toHaveLength(2);
    expect(again).toEqual(expect.arrayContaining([LIST, TYPES]));
  });

  it('asks nothing for a remembered query that has no answer asked early, and leaves no answer for it', async () => {
    tokenStore.set('t1');
    const first = await start();
    await screenQueries(first.client, first.dataProvider);
    asked.length = 0;
    const { client } = await start('none');
    await vi.waitFor(() => expect(client.getQueryCache().getAll()).toEqual([]));
    expect(asked).toEqual([]);
  });

  it('leaves an early answer still coming, or a refusal, to the screen\'s own read, which takes it without asking again', async () => {
    tokenStore.set('t1');
    const first = await start();
    await screenQueries(first.client, first.dataProvider);

    for (const early of ['coming', 'refused'] as const) {
      failing = early === 'refused';
      asked.length = 0;
      const { client, dataProvider } = await start(early === 'coming' ? 'coming' : 'answered');
      await settleEarly();
      expect(client.getQueryCache().getAll(), early).toEqual([]);
      const own = await Promise.allSettled([dataProvider.getList('notifications', LIST[2] as GetListParams), dataProvider.call(API.notifications.types)]);
      if (early === 'refused') expect(own.map((read) => read.status === 'rejected' && (read.reason as { status?: number }).status)).toEqual([503, 503]);
      else expect(own.map((read) => read.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(asked, early).toEqual(['/notifications/all', '/notifications/type']); // the early reads, nothing else
    }
  });

  it('never replays a read the trail records as an action, nor a query it cannot ask again', async () => {
    tokenStore.set('t1');
    localStorage.setItem(QUERIES_KEY, JSON.stringify({ [ADDRESS]: [['hrRequests', 'attachment', { params: { id: '1' } }], ['auth', 'getPermissions', {}], 'not a key'] }));
    const { client } = await start('none');
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('forgets every address\'s queries at sign-out', async () => {
    tokenStore.set('t1');
    const first = await start();
    await screenQueries(first.client, first.dataProvider);
    forgetEarlyReads();
    expect(localStorage.getItem(QUERIES_KEY)).toBeNull();
  });
});
