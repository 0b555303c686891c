import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { NotificationAudience } from '../../contract';
import type { Db } from '../db/client';
import { notifications, notificationTypes } from '../db/schema';

/**
 * The notification sender: a job inside every server process. Each tick, in ONE transaction, it
 * claims a batch of pending notifications that are due (`FOR UPDATE SKIP LOCKED`, so several
 * processes never claim the same row), delivers each to its recipients with one set-based
 * statement, records the number of recipients and marks it sent, then commits. A crash before the
 * commit rolls everything back: the notification stays pending and is sent on a later tick.
 * See docs/notifications.md.
 */

/** A claimed notification, as the push sender sees it. */
export interface DueNotification {
  id: string;
  tipo: string;
  extra: string | null;
  audience: NotificationAudience;
}

/**
 * Delivers one notification, inside the sender's transaction, to the users `recipients` selects
 * (a query with one column, id_utilizador); returns how many were reached. The default stores the
 * deliveries in the database (the inbox read by GET /notifications/inbox).
 */
export interface PushSender {
  deliver(tx: Db, notification: DueNotification, recipients: SQL): Promise<number>;
}

/** Who a notification reaches, evaluated at send time: a query selecting id_utilizador. */
export function recipientsQuery(notification: Pick<DueNotification, 'audience' | 'extra'>): SQL {
  switch (notification.audience) {
    case 'all':
      return sql`SELECT u.id_utilizador FROM users u`;
    case 'course':
      return sql`SELECT u.id_utilizador FROM users u WHERE u.curso = ${notification.extra}`;
    case 'school':
      return sql`SELECT u.id_utilizador FROM users u WHERE u.unidade_organica = ${notification.extra}`;
    default:
      throw new Error(`Unknown notification audience: ${String(notification.audience)}`);
  }
}

/**
 * The inbox: one INSERT ... SELECT per notification, however many recipients, counted in the same
 * statement. No ON CONFLICT: a second delivery of the same notification to the same user would
 * violate the primary key and fail loudly instead of being hidden.
 */
export const inboxPushSender: PushSender = {
  async deliver(tx, notification, recipients) {
    const result = await tx.execute<{ n: number }>(sql`
      WITH inserted AS (
        INSERT INTO notification_deliveries (notification_id, user_id)
        SELECT ${notification.id}::uuid, r.id_utilizador FROM (${recipients}) r
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM inserted`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },
};

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface SendOptions {
  /** Most notifications claimed per transaction. */
  batchSize?: number;
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
}

/**
 * One batch inside the caller's transaction: claim, deliver, count, mark sent. The caller commits.
 * A notification whose delivery throws is rolled back to its savepoint and stays pending.
 */
export async function sendDueBatch(tx: Db, options: SendOptions = {}): Promise<SendResult> {
  const batchSize = options.batchSize ?? 20;
  const pushSender = options.pushSender ?? inboxPushSender;
  const claimed = await tx
    .select({ id: notifications.id, tipo: notifications.tipo, extra: notifications.extra })
    .from(notifications)
    .where(and(eq(notifications.sent, false), lte(notifications.date, sql`now()`)))
    .orderBy(asc(notifications.date))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const result: SendResult = { sent: [], recipients: {}, failed: [] };
  if (claimed.length === 0) return result;

  const types = new Map((await tx.select().from(notificationTypes)).map((t) => [t.id, t]));
  for (const row of claimed) {
    const due: DueNotification = { ...row, audience: types.get(row.tipo)?.audience as NotificationAudience };
    try {
      const count = await tx.transaction(async (sp) => {
        const n = await pushSender.deliver(sp, due, recipientsQuery(due));
        await sp
          .update(notifications)
          .set({ sent: true, sentAt: sql`now()`, recievedByCount: n, updatedAt: sql`now()` })
          .where(eq(notifications.id, due.id));
        return n;
      });
      result.sent.push(due.id);
      result.recipients[due.id] = count;
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

/** The job: start() polls every pollMs (at once again while batches come back full); stop() waits for the tick in flight. */
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
        (result) => (result.sent.length + result.failed.length >= (this.options.batchSize ?? 20) && result.sent.length > 0 ? 0 : this.options.pollMs),
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
