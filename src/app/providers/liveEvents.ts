/**
 * Every open screen is live (docs/concurrency.md, "Events"): one stream of the server's changes per
 * signed-in tab, GET /api/events, read with fetch (the token goes in the `access-token` header, as
 * on every call; EventSource cannot send it, and a token in the URL would be logged). Each change
 * `{ resource, id }` invalidates every query under that resource (react-admin's `[resource, verb,
 * ...]` and the endpoint map's `[area, call, ...]`) and the dashboard's: the mounted screens read
 * again. `reset` (what was missed is no longer kept) invalidates everything. A dropped stream comes
 * back with `Last-Event-ID` (the server sends what was missed), waiting longer after each failure.
 */
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_HEADER } from '../../contract/constants';
import { API } from '../../contract/api';
import { API_URL, tokenStore } from './http';

/** One message of a text/event-stream: its `event` (default 'message'), `id` and `data`. */
export interface StreamMessage {
  event: string;
  id?: string;
  data: string;
}

/** Splits a text/event-stream as it arrives into messages (comments and `retry:` are skipped). */
export class EventStreamParser {
  private buffer = '';

  push(chunk: string): StreamMessage[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const messages: StreamMessage[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || id !== undefined) messages.push({ event, id, data: data.join('\n') });
    }
    return messages;
  }
}

/** The dashboard's counters depend on every area. */
const ALWAYS = ['dashboard'];
/** Changes arriving together are applied together (one read per screen). */
const BATCH_MS = 100;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export interface LiveEventsOptions {
  queryClient: QueryClient;
  /** The API base (the client's own unless given). */
  base?: string;
  fetch?: typeof fetch;
  token?: () => string;
}

/** Opens the stream and keeps it open until `stop()`; returns `stop`. */
export function startLiveEvents({ queryClient, base = API_URL, fetch: fetchFn = (...args) => fetch(...args), token = tokenStore.get }: LiveEventsOptions): () => void {
  let stopped = false;
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pending = new Set<string>();
  let batchTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    batchTimer = undefined;
    const resources = [...pending, ...ALWAYS];
    pending = new Set();
    for (const resource of resources) void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  const changed = (resource: string) => {
    pending.add(resource);
    batchTimer ??= setTimeout(flush, BATCH_MS);
  };

  const handle = (message: StreamMessage) => {
    if (message.id) lastEventId = message.id;
    if (message.event === 'reset') return void queryClient.invalidateQueries();
    if (message.event !== 'message') return;
    try {
      const { resource } = JSON.parse(message.data) as { resource?: unknown };
      if (typeof resource === 'string') changed(resource);
    } catch {
      // not a change
    }
  };

  const again = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const current = token();
    if (stopped || !current) return;
    controller = new AbortController();
    try {
      const response = await fetchFn(`${base}${API.events.stream.path}`, {
        headers: { [TOKEN_HEADER]: current, Accept: 'text/event-stream', ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }) },
        cache: 'no-store',
        signal: controller.signal,
      });
      // Signed out or no longer allowed: the screens' own calls say so; nothing to reconnect to.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) return again();
      // The server answers (again): what a screen shows as failed while it could not (one first opened
      // during an outage shows 'Ocorreu um erro...') is read again, with no reload.
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
      const parser = new EventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of parser.push(value)) {
          retryMs = FIRST_RETRY_MS; // the stream works
          handle(message);
        }
      }
      // The server ended it (stopping, or this session's user changed): back at once, with what was missed.
      if (!stopped) retryTimer = setTimeout(() => void connect(), 0);
    } catch {
      if (!stopped) again();
    }
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(batchTimer);
    controller?.abort();
  };
}
