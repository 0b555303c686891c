import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { EventStreamParser, startLiveEvents } from '../../src/app/providers/liveEvents';

describe('EventStreamParser', () => {
  it('splits messages across chunks, skipping comments and retry', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 1000\n\n: ping\n\nid: 7\ndata: {"resource":"us')).toEqual([]);
    expect(parser.push('ers","id":"a"}\n\nevent: reset\r\nid: 9\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'message', id: '7', data: '{"resource":"users","id":"a"}' },
      { event: 'reset', id: '9', data: '{}' },
    ]);
  });
});

/** A response whose body is these chunks: the server ends it after them. */
function streamOf(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('startLiveEvents', () => {
  it("sends the token in the header, invalidates the change's resource and the dashboard, everything on reset, and reconnects with Last-Event-ID", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const calls: RequestInit[] = [];
    const responses = [
      streamOf(['event: ready\nid: 3\ndata: {}\n\n', 'id: 4\ndata: {"resource":"webinars","id":"w1"}\n\n']),
      streamOf(['event: reset\nid: 9\ndata: {}\n\n']),
    ];
    // Each stream ends after its chunks; the client reconnects at once; the third stays open.
    const fetchFn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init!);
      const response = responses.shift();
      if (!response) return new Promise<Response>(() => {});
      return response;
    });
    const stop = startLiveEvents({ queryClient, base: '/api', fetch: fetchFn as typeof fetch, token: () => 'the-token' });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['webinars'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
    expect(fetchFn.mock.calls[0][0]).toBe('/api/events');
    expect(new Headers(calls[0].headers).get('access-token')).toBe('the-token');
    expect(new Headers(calls[0].headers).get('last-event-id')).toBeNull();
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith());
    expect(new Headers(calls[1].headers).get('last-event-id')).toBe('4');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(new Headers(calls[2].headers).get('last-event-id')).toBe('9');
    stop();
    expect((calls[2].signal as AbortSignal).aborted).toBe(true);
  });
});

describe('after an outage', () => {
  it('reads again what failed while the server was unreachable, once the stream is back', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let up = false;
    const read = vi.fn(async () => {
      if (!up) throw new Error('Não foi possível contactar o servidor.');
      return 'os dados';
    });
    // A screen showing the list: its read failed.
    const observer = new QueryObserver(queryClient, { queryKey: ['webinars', 'getList'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    // The stream fails while the server is down, then opens (and stays open) once it is back.
    const fetchFn = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const stop = startLiveEvents({ queryClient, base: '/api', fetch: fetchFn as typeof fetch, token: () => 'the-token' });
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(1));
    up = true;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('os dados'), { timeout: 5_000 });
    stop();
    unsubscribe();
  });
});
