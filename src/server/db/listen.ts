import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Called with each notification's payload; `listening` says whether notifications can arrive. */
export interface Listener {
  onMessage(payload: string): void;
  onListening(listening: boolean): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const RETRY_MS = 1000;

/**
 * LISTEN on one PostgreSQL connection of its own per database (a pooled one would be handed to
 * queries), whatever the number of channels: the guard's session changes and the events' changes
 * share it, so a process holds its pool and one more connection. A dropped connection says
 * `listening: false` to every listener at once (what was heard may have been missed) and is opened
 * again every second until it works, listening again on every channel.
 */
export function postgresListener(url: string): { listen(channel: string, listener: Listener): Promise<Unlisten>; close(): Promise<void> } {
  const channels = new Map<string, Set<Listener>>();
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The connection now (read afresh after an await). */
  const connected = () => current;
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);
  const again = () => {
    for (const listener of everyone()) listener.onListening(false);
    if (!stopped && channels.size > 0) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      client.on('notification', (message) => {
        for (const listener of channels.get(message.channel) ?? []) listener.onMessage(message.payload ?? '*');
      });
      client.on('error', () => {}); // followed by 'end'
      client.on('end', () => {
        if (current !== client) return;
        current = undefined;
        again();
      });
      try {
        await client.connect();
        for (const channel of channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        await client.end().catch(() => {});
        return again();
      }
      if (stopped) return void (await client.end());
      current = client;
      for (const listener of everyone()) listener.onListening(true);
    })().finally(() => (connecting = undefined)));

  return {
    async listen(channel, listener) {
      const known = channels.get(channel);
      channels.set(channel, new Set([...(known ?? []), listener]));
      if (current && !known) await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (current) listener.onListening(true);
      else {
        await (connecting ?? connect());
        // A connection opened meanwhile may have listened before this channel was added (LISTEN twice is harmless).
        await connected()?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      return async () => {
        const set = channels.get(channel);
        set?.delete(listener);
        listener.onListening(false);
        if (set?.size !== 0) return;
        channels.delete(channel);
        if (channels.size > 0) return void (await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {}));
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end();
      };
    },
    async close() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** PGlite delivers a notification before the query that caused it resolves: always listening. */
export async function listenPglite(client: PGlite, channel: string, listener: Listener): Promise<Unlisten> {
  const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload || '*'));
  listener.onListening(true);
  return async () => {
    listener.onListening(false);
    if (!client.closed) await unlisten(); // a closed database has no listeners left to remove
  };
}
