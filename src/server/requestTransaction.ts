/**
 * One transaction for a request's writes and its audit row (src/server/audit.ts): routes keep
 * writing through `app.db`, which inside `inTransaction` is that transaction. So a change and its
 * trail entry commit together or not at all (a failed audit insert, a SIGKILL between the two),
 * and a handler's own `db.transaction(...)` becomes a savepoint of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db/client';

interface Scope {
  tx: Db;
  /** False once the work has returned: what it left running (a timer, a notification delivered at commit) uses the database itself. */
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** The database as the routes see it (`app.db`): the request's transaction while one is open, else `db`. */
export function scopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const current = scope.getStore();
      const actual = current?.open ? current.tx : target;
      const value: unknown = Reflect.get(actual, property, actual);
      // Methods run on the database chosen; a class (`constructor`) keeps its static entity kind.
      return typeof value === 'function' && property !== 'constructor' ? value.bind(actual) : value;
    },
  });
}

/** Runs `work` in one transaction of `db`; `scopedDb(db)` goes through it meanwhile. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const current: Scope = { tx, open: true };
    try {
      return await scope.run(current, () => work(tx));
    } finally {
      current.open = false;
    }
  });
}
