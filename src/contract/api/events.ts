/**
 * The open screens' live updates (docs/concurrency.md, "Events"): one server-sent events stream per
 * signed-in browser tab. Each event says which record of which area changed, `{ resource, id }`, the
 * resource being the client's query-key area ('tutorias', 'users', 'webinars', ...); `reset` says
 * the stream could not catch up and everything should be read again. Read with fetch (the token
 * goes in the `access-token` header, as on every call: EventSource cannot send it).
 */
import { z } from 'zod';
import { call, defineArea } from './call';

/** One change: the area of the client's queries and the record (null: many records of it). */
export const changeEvent = z.object({ resource: z.string(), id: z.string().nullable() });
export type ChangeEvent = z.infer<typeof changeEvent>;

/** The SSE event names besides the default one (a change). */
export const STREAM_EVENTS = { ready: 'ready', reset: 'reset' } as const;

export const events = defineArea('events', {
  // text/event-stream: `id: <n>` and `data: ChangeEvent` per change, `event: ready` once caught up,
  // `event: reset` when what was missed is no longer kept; a comment line every 20 s.
  stream: call('GET', '/events'),
});
