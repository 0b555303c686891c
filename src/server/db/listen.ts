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
 * LISTEN on its own PostgreSQL connection (a pooled one would be handed to queries). A dropped
 * connection says `listening: false` at once (what was heard may have been missed) and is opened
 * again every second until it works.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    listener.onListening(false);
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '*');
    });
    client.on('error', () => {}); // followed by 'end'
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      return again();
    }
    if (stopped) return void (await client.end());
    current = client;
    listener.onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    listener.onListening(false);
    await client?.end();
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
