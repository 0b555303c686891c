import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { NotificationAudience } from '../../contract';
import type { Database, Db } from '../db/client';
import { notifications, notificationTypes } from '../db/schema';

/**
 * The notification sender: a job inside every server process. Each tick, in ONE transaction, it
 * claims a batch of pending notifications that are due (`FOR UPDATE SKIP LOCKED`, so several
 * processes never claim the same row), delivers each to its recipients with one set-based
 * statement, records the number of recipients and marks it sent, then commits. A crash before the
 * commit rolls everything back: the notification stays pending and is sent on a later tick.
 *
 * With a slice size, a tick delivers each notification's next slice of recipients only (in
 * recipient id order, after the last one delivered) and keeps its progress on the row, in the same
 * transaction; the notification is sent when a slice comes back short. On the embedded database,
 * whose statements run on the server's own thread, that bounds how long a send holds it.
 * See docs/notifications.md.
 */

/** A claimed notification, as the push sender sees it. */
export interface DueNotification {
  id: string;
  tipo: string;
  extra: string | null;
  audience: NotificationAudience;
}

/** What one delivery reached: how many recipients, and the greatest recipient id among them. */
export interface Delivered {
  count: number;
  last: string | null;
}

/**
 * Delivers one notification, inside the sender's transaction, to the users `recipients` selects
 * (a query with one column, id_utilizador); returns how many were reached and the last of them.
 * The default stores the deliveries in the database (the inbox read by GET /notifications/inbox).
 */
export interface PushSender {
  deliver(tx: Db, notification: DueNotification, recipients: SQL): Promise<Delivered>;
}

/**
 * The part of a notification's audience one tick delivers: those after `after` in id order (the
 * primary key's), the next `size` of them when a size is given.
 */
export interface Slice {
  after: string | null;
  size?: number;
}

/**
 * Who a notification reaches, evaluated at send time: a query selecting id_utilizador; with a
 * slice, only that slice of them.
 */
export function recipientsQuery(notification: Pick<DueNotification, 'audience' | 'extra'>, slice: Slice = { after: null }): SQL {
  const audience = audienceCondition(notification);
  const after = slice.after === null ? sql`` : sql` AND u.id_utilizador > ${slice.after}`;
  const next = slice.size === undefined ? sql`` : sql` ORDER BY u.id_utilizador LIMIT ${slice.size}`;
  return sql`SELECT u.id_utilizador FROM users u WHERE ${audience}${after}${next}`;
}

function audienceCondition(notification: Pick<DueNotification, 'audience' | 'extra'>): SQL {
  switch (notification.audience) {
    case 'all':
      return sql`true`;
    case 'course':
      return sql`u.curso = ${notification.extra}`;
    case 'school':
      return sql`u.unidade_organica = ${notification.extra}`;
    default:
      throw new Error(`Unknown notification audience: ${String(notification.audience)}`);
  }
}

/**
 * The inbox: one INSERT ... SELECT per notification (or per slice), however many recipients,
 * counted in the same statement. No ON CONFLICT: a second delivery of the same notification to the
 * same user would violate the primary key and fail loudly instead of being hidden.
 */
export const inboxPushSender: PushSender = {
  async deliver(tx, notification, recipients) {
    const result = await tx.execute<{ n: number; last: string | null }>(sql`
      WITH inserted AS (
        INSERT INTO notification_deliveries (notification_id, user_id)
        SELECT ${notification.id}::uuid, r.id_utilizador FROM (${recipients}) r
        RETURNING user_id
      )
      SELECT count(*)::int AS n, max(user_id) AS last FROM inserted`);
    const [row] = rowsOf<{ n: number; last: string | null }>(result);
    return { count: Number(row?.n ?? 0), last: row?.last ?? null };
  },
};

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface SendOptions {
  /** Most notifications claimed per transaction. */
  batchSize?: number;
  /** Most recipients one notification is delivered to per transaction; none: all in one statement. */
  sliceSize?: number;
  pushSender?: PushSender;
  onError?: (err: unknown, notification: DueNotification) => void;
}

export interface SendResult {
  /** Ids of the notifications sent (committed only if the surrounding transaction commits). */
  sent: string[];
  /** Recipients reached, per sent notification id. */
  recipients: Record<string, number>;
  /** Notifications claimed but not sent because their delivery failed; retried on a later tick. */
  failed: string[];
  /** Notifications delivered to one slice of their recipients, with more to go (the next tick goes on). */
  inProgress: string[];
}

/**
 * The slice size when none is configured: on the embedded database a statement holds the server's
 * own thread, so a send goes 500 recipients at a time (about 25 ms a tick here); PostgreSQL runs it in
 * its own process, so a send is one statement whatever its audience.
 */
export function defaultSliceSize(kind: Database['kind']): number | undefined {
  return kind === 'pglite' ? 500 : undefined;
}

/**
 * One batch inside the caller's transaction: claim, deliver, count, mark sent. The caller commits.
 * A notification whose delivery throws is rolled back to its savepoint and stays pending.
 */
export async function sendDueBatch(tx: Db, options: SendOptions = {}): Promise<SendResult> {
  const batchSize = options.batchSize ?? 20;
  const pushSender = options.pushSender ?? inboxPushSender;
  const claimed = await tx
    .select({ id: notifications.id, tipo: notifications.tipo, extra: notifications.extra, deliveredThrough: notifications.deliveredThrough })
    .from(notifications)
    .where(and(eq(notifications.sent, false), lte(notifications.date, sql`now()`)))
    .orderBy(asc(notifications.date))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const result: SendResult = { sent: [], recipients: {}, failed: [], inProgress: [] };
  if (claimed.length === 0) return result;

  const types = new Map((await tx.select().from(notificationTypes)).map((t) => [t.id, t]));
  for (const { deliveredThrough, ...row } of claimed) {
    const due: DueNotification = { ...row, audience: types.get(row.tipo)?.audience as NotificationAudience };
    // After those a previous tick delivered (by slices, here or in another process).
    const slice = { after: deliveredThrough, size: options.sliceSize };
    try {
      const progress = await tx.transaction(async (sp) => {
        const delivered = await pushSender.deliver(sp, due, recipientsQuery(due, slice));
        const done = slice.size === undefined || delivered.count < slice.size;
        const [updated] = await sp
          .update(notifications)
          .set({
            recievedByCount: sql`${notifications.recievedByCount} + ${delivered.count}`,
            deliveredThrough: delivered.last ?? deliveredThrough,
            updatedAt: sql`now()`,
            ...(done ? { sent: true, sentAt: sql`now()` } : {}),
          })
          .where(eq(notifications.id, due.id))
          .returning({ total: notifications.recievedByCount });
        return { done, total: updated.total };
      });
      if (!progress.done) result.inProgress.push(due.id);
      else {
        result.sent.push(due.id);
        result.recipients[due.id] = progress.total;
      }
    } catch (err) {
      result.failed.push(due.id);
      options.onError?.(err, due);
    }
  }
  return result;
}

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface NotificationSenderOptions extends SendOptions {
  /** Pause between ticks when there was nothing more to send. */
  pollMs: number;
  log?: Logger;
}

/**
 * The job: start() polls every pollMs (at once again while batches come back full or a send is
 * under way, after the requests that arrived meanwhile); stop() waits for the tick in flight.
 */
export class NotificationSender {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<unknown> | undefined;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly options: NotificationSenderOptions,
  ) {}

  /** One tick: one transaction, one batch. Exposed for tests and for the seed. */
  async runOnce(): Promise<SendResult> {
    const log = this.options.log;
    const result = await this.db.transaction((tx) =>
      sendDueBatch(tx, {
        ...this.options,
        onError: (err, n) => {
          log?.error({ err, notification: n.id }, 'notification delivery failed; it stays pending');
          this.options.onError?.(err, n);
        },
      }),
    );
    if (result.sent.length > 0) log?.info({ sent: result.sent.length, recipients: result.recipients }, 'notifications sent');
    return result;
  }

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight?.catch(() => {});
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      const tick = this.runOnce().then(
        (result) => (result.inProgress.length > 0 || (result.sent.length + result.failed.length >= (this.options.batchSize ?? 20) && result.sent.length > 0) ? 0 : this.options.pollMs),
        (err: unknown) => {
          this.options.log?.error({ err }, 'notification sender tick failed');
          return this.options.pollMs;
        },
      );
      this.inFlight = tick;
      void tick.then((next) => {
        this.inFlight = undefined;
        this.schedule(next);
      });
    }, delay);
    this.timer.unref();
  }
}
