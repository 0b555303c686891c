import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, tokenStore } from '../../src/app/providers/http';
import { forgetEarlyReads } from '../../src/app/providers/earlyReads';
import { openEarly as open, settleEarly as settle } from './earlyOpening';
import { createCall } from '../../src/app/providers/dataProvider';
import { API } from '../../src/contract/api';

// A real server counting what it is asked; the client's reads go through the early reads.
let server: Server;
let base: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.url} ${req.headers['access-token']}`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
  forgetEarlyReads();
  asked.length = 0;
});

/** Goes elsewhere and opens `pathname` again, its early reads answered. */
const reopen = async (pathname: string) => {
  open('/');
  open(pathname);
  await settle();
};
/** From now on, the performance clock `ms` later (early answers asked before are stale). */
const later = (ms: number) => {
  const now = performance.now();
  vi.spyOn(performance, 'now').mockReturnValue(now + ms);
};

describe('early reads', () => {
  it('asks the reads an address made last time when it is opened again, and the screen takes their answers instead of asking', async () => {
    tokenStore.set('t1');
    const http = createHttpClient(base);
    open('/admin/notifications');
    expect(await http('/notifications/all', { query: { page: 0 } })).toEqual({ data: '/notifications/all?page=0' });
    await http('/notifications/type');
    await reopen('/admin/notifications');
    asked.length = 0;
    // Asked already: the screen's reads are answered without asking again.
    expect(await http('/notifications/all', { query: { page: 0 } })).toEqual({ data: '/notifications/all?page=0' });
    await http('/notifications/type');
    expect(asked).toEqual([]);
    // Taken once: the next read asks.
    await http('/notifications/type');
    expect(asked).toEqual(['/notifications/type t1']);
  });

  it('never hands an answer asked with another token, nor one asked too long ago', async () => {
    tokenStore.set('t1');
    const http = createHttpClient(base);
    open('/webinares');
    await http('/webinares/');
    await reopen('/webinares');
    tokenStore.set('t2');
    asked.length = 0;
    await http('/webinares/');
    expect(asked).toEqual(['/webinares/ t2']);

    tokenStore.set('t1');
    await reopen('/webinares');
    later(60_000);
    asked.length = 0;
    await http('/webinares/');
    expect(asked).toEqual(['/webinares/ t1']);
  });

  it('forgets a read nobody took, and everything at sign-out', async () => {
    tokenStore.set('t1');
    const http = createHttpClient(base);
    open('/tutorias');
    await http('/tutorias/');
    await http('/tutorias/availableManagers');
    open('/');
    open('/tutorias');
    await http('/tutorias/');
    // The managers' answer is never taken (the screen had it): dropped once stale, and not asked again.
    later(60_000);
    await reopen('/tutorias');
    expect(asked.filter((a) => a.startsWith('/tutorias/availableManagers'))).toHaveLength(2);
    expect(asked.filter((a) => a.startsWith('/tutorias/ '))).toHaveLength(3);

    forgetEarlyReads();
    asked.length = 0;
    await reopen('/tutorias');
    expect(asked).toEqual([]);
  });

  it('never asks ahead of the user a read the trail records as an action (the purge the spec calls by GET)', async () => {
    tokenStore.set('t1');
    const call = createCall(createHttpClient(base));
    open('/admin/operations');
    await call(API.operations.version);
    await call(API.operations.purge);
    await reopen('/admin/operations');
    expect(asked).toEqual(['/backoffice/version t1', '/backoffice/purge t1', '/backoffice/version t1']);
  });
});
