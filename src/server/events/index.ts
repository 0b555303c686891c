/**
 * GET /api/events: one server-sent events stream per signed-in browser tab, so that every open
 * screen shows what anyone changes (docs/concurrency.md, "Events").
 *
 * The database writes every change to `change_events` and announces the ids on the channel
 * 'changes' (triggers of migration 0025), so a change made through any process reaches the
 * streams of every process: each process LISTENs (PostgreSQL's own connection, PGlite in-process),
 * reads the announced rows and writes each to the streams whose user may read the record
 * (rules.ts). A stream that reconnects with `Last-Event-ID` gets what it missed from the table (a
 * day is kept); when that is no longer there, `event: reset` (the client reads everything again).
 * A stream ends when the server stops, and when its session ends (sign-out, purge, expiry) or its
 * user changes (then the client reconnects, under the new role).
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { and, asc, between, eq, gt, lt, sql } from 'drizzle-orm';
import { API, normaliseRole, STREAM_EVENTS, TOKEN_HEADER, type Role } from '../../contract';
import type { Database, Db } from '../db/client';
import { changeEvents, type User } from '../db/schema';
import { sessionForToken } from '../auth/sessions';
import { AUTH_CHANNEL } from '../auth/tokenCache';
import { routeOf } from '../routes/route';
import { mayReceive, type Change, type EventRules } from './rules';
import { readableIds, type ReadableIds } from './readable';

/** The 429 of one stream more than EVENT_STREAMS_PER_USER. */
export const STREAMS_MESSAGE = 'Tem demasiados separadores com atualizações ao vivo abertos. Feche alguns e este voltará a atualizar-se.';

/** The channel the triggers announce changes on ('first-last' ids). */
export const CHANGES_CHANNEL = 'changes';
/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long changes are kept for a reconnecting stream. */
export const KEEP_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/** A stream whose reader has fallen this far behind is ended (it reconnects and catches up). */
const MAX_BUFFERED = 1024 * 1024;
/** How many streams are written to before the process turns to other work (see read()). */
const FAN_OUT_SLICE = 50;
/** How many delivered ids are remembered, so a change read twice is sent once. */
const REMEMBERED = 4096;

interface Stream {
  res: ServerResponse;
  token: string;
  user: User;
  role: Role;
  expiry?: NodeJS.Timeout;
}

type ChangeRow = typeof changeEvents.$inferSelect;
const toChange = (row: ChangeRow): Change => ({ id: row.id, resource: row.resource, recordId: row.recordId, scope: row.scope });

/** One SSE message: `event:` (unless a change), `id:`, one `data:` line of JSON. */
function message(id: number, data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The streams of one process, fed by the database's announcements. */
export class ChangeHub {
  private readonly streams = new Set<Stream>();
  private readonly delivered = new Set<number>();
  /** The newest id read (to read again from after a lost connection). */
  private newest = 0;
  private reading: Promise<void> = Promise.resolve();
  private wasListening = true;
  private stopped = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly rules: EventRules,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    this.newest = await this.maxId();
    this.unlisten.push(
      await this.database.listen(CHANGES_CHANNEL, {
        onMessage: (payload) => this.announced(payload),
        onListening: (listening) => {
          // Back after a lost connection: what was announced meanwhile is read from the table.
          if (listening && !this.wasListening) this.enqueue(() => this.readAfter(this.newest));
          this.wasListening = listening;
        },
      }),
      await this.database.listen(AUTH_CHANNEL, { onMessage: (userId) => this.authChanged(userId), onListening: () => {} }),
    );
    this.timers.push(
      setInterval(() => this.broadcast(': ping\n\n'), HEARTBEAT_MS).unref(),
      setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref(),
    );
    void this.prune();
  }

  /** Ends every stream (the server is stopping): at once, asking the database nothing. */
  endStreams(): void {
    this.stopped = true;
    this.timers.forEach(clearInterval);
    for (const stream of [...this.streams]) this.end(stream);
  }

  /** Stops listening, once the server has closed. */
  async stopListening(): Promise<void> {
    await Promise.all(this.unlisten.map((u) => u()));
    await this.reading;
  }

  get size(): number {
    return this.streams.size;
  }

  /** How many streams this user has open here. */
  streamsOf(userId: string): number {
    let open = 0;
    for (const stream of this.streams) if (stream.user.idUtilizador === userId) open++;
    return open;
  }

  /** Opens a stream: headers, then what it missed since `lastEventId` (or a reset), then `ready`. */
  async open(res: ServerResponse, token: string, user: User, role: Role, expiresAt: Date | undefined, lastEventId: string | undefined): Promise<void> {
    const stream: Stream = { res, token, user, role };
    // Live changes are sent from now on; the catch-up below may send one of them again (harmless).
    if (!this.stopped) this.streams.add(stream);
    res.on('close', () => this.remove(stream));
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx passes each event on at once (docs/deployment.md also turns buffering off for the path).
      'x-accel-buffering': 'no',
    });
    res.write('retry: 1000\n\n');
    if (this.stopped) return void res.end();
    if (expiresAt) stream.expiry = setTimeout(() => this.end(stream), Math.max(0, Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1))).unref();
    const newest = await this.maxId();
    const last = lastEventId !== undefined && /^\d{1,18}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    if (last === undefined) return this.write(stream, message(newest, {}, STREAM_EVENTS.ready));
    if (!(await this.kept(last, newest))) return this.write(stream, message(newest, {}, STREAM_EVENTS.reset));
    const missed = await this.db.select().from(changeEvents).where(gt(changeEvents.id, last)).orderBy(asc(changeEvents.id));
    const changes = missed.map(toChange);
    const readable = await readableIds(this.db, this.rules, changes, user, role);
    for (const change of changes) {
      if (mayReceive(this.rules, change, role, readable)) this.write(stream, message(change.id, { resource: change.resource, id: change.recordId }));
    }
    this.write(stream, message(Math.max(newest, last), {}, STREAM_EVENTS.ready));
  }

  /** Is everything after `last` still in the table? (`last` itself is: it was sent from there.) */
  private async kept(last: number, newest: number): Promise<boolean> {
    if (last > newest) return false; // another database
    if (last === 0) {
      const [first] = await this.db.select({ id: changeEvents.id }).from(changeEvents).orderBy(asc(changeEvents.id)).limit(1);
      return !first || first.id === 1;
    }
    const [row] = await this.db.select({ id: changeEvents.id }).from(changeEvents).where(eq(changeEvents.id, last));
    return row !== undefined;
  }

  private async maxId(): Promise<number> {
    const [row] = await this.db.select({ id: sql<string | null>`max(${changeEvents.id})` }).from(changeEvents);
    return Number(row?.id ?? 0);
  }

  private announced(payload: string): void {
    const match = /^(\d+)-(\d+)$/.exec(payload);
    if (!match) return this.enqueue(() => this.readAfter(this.newest));
    const [first, last] = [Number(match[1]), Number(match[2])];
    this.enqueue(() => this.read(between(changeEvents.id, first, last)));
  }

  /** Reads run one after another, in the order they were announced. */
  private enqueue(task: () => Promise<void>): void {
    this.reading = this.reading.then(task).catch((err: unknown) => this.log.error({ err }, 'reading changes failed'));
  }

  private readAfter(id: number): Promise<void> {
    return this.read(gt(changeEvents.id, id));
  }

  private async read(where: ReturnType<typeof gt>): Promise<void> {
    if (this.stopped) return;
    const rows = await this.db.select().from(changeEvents).where(where).orderBy(asc(changeEvents.id));
    const changes = rows.map(toChange).filter((c) => !this.delivered.has(c.id));
    if (changes.length === 0) return;
    for (const c of changes) {
      this.delivered.add(c.id);
      this.newest = Math.max(this.newest, c.id);
    }
    while (this.delivered.size > REMEMBERED) this.delivered.delete(this.delivered.values().next().value as number);
    if (this.streams.size === 0) return;
    const streams = [...this.streams];
    const texts = changes.map((change) => ({ change, text: message(change.id, { resource: change.resource, id: change.recordId }) }));
    const readable = await this.readableBy(streams, changes);
    // A slice of the streams at a time, letting the process answer what else waits between slices
    // (the write that made the change is still waiting for its audit row): a fan-out to hundreds of
    // streams would otherwise hold the writer's answer. The reads are queued, so order is kept.
    for (let from = 0; from < streams.length; from += FAN_OUT_SLICE) {
      if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const stream of streams.slice(from, from + FAN_OUT_SLICE)) {
        const theirs = readable.get(stream)!;
        for (const { change, text } of texts) if (mayReceive(this.rules, change, stream.role, theirs)) this.write(stream, text);
      }
    }
  }

  /** Per stream, the changes among `changes` its user reads (readableIds): asked once per user and role, several tabs sharing the answer. */
  private async readableBy(streams: readonly Stream[], changes: readonly Change[]): Promise<Map<Stream, ReadableIds>> {
    const asked = new Map<string, Promise<ReadableIds>>();
    const answers = streams.map((stream) => {
      const key = `${stream.user.idUtilizador} ${stream.role}`;
      const answer = asked.get(key) ?? readableIds(this.db, this.rules, changes, stream.user, stream.role);
      asked.set(key, answer);
      return answer;
    });
    const readable = await Promise.all(answers);
    return new Map(streams.map((stream, i) => [stream, readable[i]]));
  }

  /** A user's sessions or data changed ('*': anyone's): its streams are checked again, and ended if their session is over or their user changed. */
  private authChanged(userId: string): void {
    for (const stream of this.streams) {
      if (userId !== '*' && stream.user.idUtilizador !== userId) continue;
      void sessionForToken(this.db, stream.token).then(
        (session) => {
          const same = session && normaliseRole(session.user.role) === stream.role && JSON.stringify(session.user.roleExtra) === JSON.stringify(stream.user.roleExtra);
          if (!same) this.end(stream);
          else stream.user = session.user;
        },
        () => this.end(stream),
      );
    }
  }

  private write(stream: Stream, text: string): void {
    if (!this.streams.has(stream)) return;
    if (stream.res.writableLength > MAX_BUFFERED) return this.end(stream);
    stream.res.write(text);
  }

  private broadcast(text: string): void {
    for (const stream of this.streams) this.write(stream, text);
  }

  private remove(stream: Stream): void {
    clearTimeout(stream.expiry);
    this.streams.delete(stream);
  }

  private end(stream: Stream): void {
    this.remove(stream);
    stream.res.end();
  }

  /** Forgets changes older than a day (every process does it; the table is small). */
  private async prune(): Promise<void> {
    try {
      await this.db.delete(changeEvents).where(and(lt(changeEvents.at, new Date(Date.now() - KEEP_MS))));
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, 'pruning old changes failed');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams of this process (GET /api/events). */
    changeHub: ChangeHub;
    /** Who is told of which change (rules.ts), for the screens and resources served. */
    eventRules: EventRules;
  }
}

/** The route and this process's hub; registered under /api, after the guard (which checks the token). */
export const eventRoutes = fp(
  async (app: FastifyInstance) => {
    const hub = new ChangeHub(app.database, app.log, app.eventRules);
    await hub.start();
    app.decorate('changeHub', hub);
    // Before Fastify waits for open requests to finish, the streams end; nothing here waits for the
    // database (busy, it would hold the other preClose hooks, e.g. readiness saying 'stopping').
    app.addHook('preClose', (done) => {
      hub.endStreams();
      done();
    });
    app.addHook('onClose', () => hub.stopListening());
    app.route({
      ...routeOf(API.events.stream),
      url: `/api${API.events.stream.path}`,
      handler: async (request, reply) => {
        // Only a reader of event streams gets one (a plain request would wait for an answer that never ends).
        if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
          return reply.code(406).send({ statusCode: 406, message: 'Este endereço responde apenas com um fluxo de eventos (Accept: text/event-stream).' });
        }
        const token = request.headers[TOKEN_HEADER];
        const session = typeof token === 'string' ? await sessionForToken(app.db, token) : undefined;
        if (!session || typeof token !== 'string') return reply.code(401).send({ statusCode: 401, message: 'Sessão inválida ou expirada. Inicie sessão novamente.' });
        if (hub.streamsOf(request.user.idUtilizador) >= app.config.EVENT_STREAMS_PER_USER) {
          return reply.code(429).send({ statusCode: 429, message: STREAMS_MESSAGE });
        }
        const lastEventId = request.headers['last-event-id'];
        reply.hijack();
        await hub.open(reply.raw, token, request.user, request.role, session.expiresAt, typeof lastEventId === 'string' ? lastEventId : undefined);
      },
    });
  },
  { name: 'events', dependencies: ['db', 'guard'] },
);
