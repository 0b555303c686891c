/**
 * The server's reader of resource declarations: list, create, update and delete routes, registered
 * at the declared paths with the declared schemas (OpenAPI follows), answered as the declaration
 * wraps them. The guard has already applied the per-verb roles (from the access table); here the
 * row policy is added to every query, unknown fields are dropped by the body schema, and the
 * database's refusals become 409/404 with the declaration's messages.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnyResource } from '../../contract';
import { rowRule } from './rowRule';
import { attachChangeCapture } from './changeCapture';
import { listRows } from './listRows';
import { routeOf } from '../routes/route';
import type { User } from '../db/schema';
import { databaseRefusal, GENERIC_REFUSALS, HttpError } from '../errors';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleOrMissing, versionOf } from '../concurrency';
import { pageOf } from '../lists/page';
import type { Db } from '../db/client';
import { fileColumnOf, type ResourceRoutesContext } from './context';
import { fileRoutes, historyRoute, toggleRoutes } from './recordCalls';

/** A declared resource bound to the table that stores it (its primary key `id`, a uuid). */
export interface Store {
  resource: AnyResource;
  table: PgTable;
}

/** Binds a declaration to its table: every field the body produces must be a column of it. */
export function store<R extends AnyResource, T extends PgTable & { id: PgColumn }>(
  resource: R,
  table: T & Record<keyof z.output<R['schemas']['body']>, PgColumn>,
): Store {
  return { resource, table };
}

/** Answers a row as the wire record: `id` under the declared id field, instants as ISO text, stored files' ids left out. */
function toRecord(resource: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const fileIds = new Set(Object.keys(resource.files ?? {}).map(fileColumnOf));
  for (const [key, value] of Object.entries(row)) {
    if (!fileIds.has(key)) record[key === 'id' ? resource.idField : key] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

export function crudRoutes({ resource, table }: Store): FastifyPluginAsyncZod {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const id = columns.id;
  const { conflicts, calls } = resource;
  const notFound = () => new HttpError(404, conflicts.notFound);

  const rule = rowRule(resource, table);
  const oneRow = (rowId: string, user: User) => and(eq(id, rowId), ...rule.where(user));
  const list = listRows(resource, table);
  const refusals = { duplicate: conflicts.duplicate ?? GENERIC_REFUSALS.duplicate, inUse: conflicts.inUse ?? conflicts.duplicate ?? GENERIC_REFUSALS.inUse };
  /** The database's refusals with the resource's messages. */
  const guarded = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw databaseRefusal(error, refusals) ?? error;
    }
  };
  const one = (rows: Record<string, unknown>[]) => {
    if (!rows[0]) throw notFound();
    return { data: toRecord(resource, rows[0]) };
  };
  /** Every column, and the row's version. */
  const withVersion = { ...columns, version: versionOf(table) };
  /** A write of one row that matched none: 409 with the row as it is now, or 404. */
  const refused = (db: Db, where: SQL | undefined) => staleOrMissing(db, table, where, notFound, (row) => toRecord(resource, row));

  return async (app) => {
    await attachChangeCapture(app.db, resource, table, rule);
    if (resource.api.list.wrap === 'data') {
      app.route({
        ...routeOf(calls.list),
        handler: async (request) => {
          const rows = await list.rows(request.db, rule.where(request.user), request.query);
          return { data: rows.map((row) => toRecord(resource, row)) };
        },
      });
    } else {
      app.route({
        ...routeOf(calls.page),
        handler: async (request) => {
          const { limit, page } = request.query;
          const where = rule.where(request.user);
          const [rows, total] = await Promise.all([list.rows(request.db, where, request.query).limit(limit).offset(page * limit), list.count(request.db, where, request.query)]);
          return pageOf(rows.map((row) => toRecord(resource, row)), request.query, total);
        },
      });
    }

    app.route({
      ...routeOf(calls.create),
      handler: async (request, reply) => {
        const values = { ...request.body, ...rule.values(request.user) };
        const answer = one(await guarded(() => request.db.insert(table).values(values).returning(withVersion)));
        audit(request, { recordId: String(answer.data[resource.idField]), after: answer.data });
        reply.code(201);
        return answer;
      },
    });

    const context: ResourceRoutesContext = { resource, calls, table, columns, oneRow, one, notFound, withVersion, refused };
    await fileRoutes(app, context);
    toggleRoutes(app, context);
    historyRoute(app, context);

    if (calls.update) app.route({
      ...routeOf(calls.update),
      handler: async (request) => {
        const rowId = request.params.id;
        const where = oneRow(rowId, request.user);
        const values = { ...request.body, ...rule.values(request.user) };
        // Read locked: the state the update replaces, not one a concurrent write replaced meanwhile. `request.db` is
        // the request's transaction here (`request.tx`, opened by the audit trail for every write), so
        // the lock holds until the change and its audit entry commit.
        const [before] = await request.db.select().from(table).where(where).for('update');
        const rows = await guarded(() => request.db.update(table).set(values).where(and(where, atVersion(table, expectedVersion(request)))).returning(withVersion));
        if (!rows[0]) throw await refused(request.db, where);
        const answer = one(rows);
        audit(request, { before: toRecord(resource, before), after: answer.data });
        return answer;
      },
    });

    if (calls.delete) app.route({
      ...routeOf(calls.delete),
      handler: async (request) => {
        const rowId = request.params.id;
        const where = oneRow(rowId, request.user);
        const rows = await guarded(() => request.db.delete(table).where(and(where, atVersion(table, expectedVersion(request)))).returning(withVersion));
        if (!rows[0]) throw await refused(request.db, where);
        const answer = one(rows);
        audit(request, { before: answer.data, after: null });
        return answer;
      },
    });
  };
}
