/**
 * No lost update (docs/concurrency.md). A record's version is its row's `xmin`: the id of the
 * transaction that wrote it last, which PostgreSQL (and PGlite) changes on every write of the row,
 * whatever writes it (a route, the sender, a migration), with no column to keep up to date.
 *
 *   const rows = await db.update(t).set(values).where(and(where, atVersion(t, expectedVersion(request)))).returning({ ...cols, version: versionOf(t) });
 *   if (!rows[0]) throw await staleOrMissing(db, t, where, notFound);
 *
 * A write with `If-Match` whose version is not the row's changes nothing (the condition matches no
 * row, re-checked by PostgreSQL on the row a concurrent write left) and answers 409; `If-Match: *`
 * is an overwrite on purpose, audited as 'sobrepor'; no `If-Match` writes as the spec's API does.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, IF_MATCH_MESSAGE, OVERWRITE, parseIfMatch, STALE_MESSAGE } from '../contract';
import type { Db } from './db/client';
import { HttpError } from './errors';

/** The row's version, as text (select it beside the columns, or in `returning`). */
export const versionOf = (table: PgTable) => sql<string>`${table}.xmin::text`.mapWith(String);

/** The versions a writer read (a list: any of them current will do), OVERWRITE, or undefined when it named none. */
export type ExpectedVersion = typeof OVERWRITE | readonly string[] | undefined;

/**
 * The versions the request's writer read (`If-Match`, a list of entity tags), OVERWRITE, or
 * undefined when not sent. A malformed one never reaches here (`versionHeaders` answers it 400).
 */
export function expectedVersion(request: FastifyRequest): ExpectedVersion {
  const header = ifMatchOf(request);
  return header === undefined ? undefined : (parseIfMatch(header) ?? []);
}

/** The request's If-Match, its repeated headers as one list. */
const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
};

/** The condition that the row is still at a version the writer read; none without one, or to overwrite. */
export function atVersion(table: PgTable, expected: ExpectedVersion): SQL | undefined {
  if (expected === undefined || expected === OVERWRITE) return undefined;
  // A tag that is no transaction id matches no row (409), never a 500.
  const ids = expected.filter((version) => /^\d{1,20}$/.test(version));
  return ids.length ? sql`${table}.xmin::text in ${ids}` : sql`false`;
}

/** Whether the writer read another version than the record's now (`version`): never without If-Match, nor with `*`. */
export function readAnother(expected: ExpectedVersion, version: string | undefined): boolean {
  return expected !== undefined && expected !== OVERWRITE && (version === undefined || !expected.includes(version));
}

/** A refused stale write: 409 with the message and the record as it is now. */
export const staleWrite = (current?: unknown) => new HttpError(409, STALE_MESSAGE, undefined, current === undefined ? undefined : { current });

/**
 * After a write that matched no row: 409 when the row is there (it changed since it was read; with
 * `current` as the answer shows it), else the caller's 404.
 */
export async function staleOrMissing<R>(db: Db, table: PgTable, where: SQL | undefined, notFound: () => HttpError, current?: (row: Record<string, unknown>) => R): Promise<HttpError> {
  const [row] = await db.select().from(table).where(where).limit(1);
  if (!row) return notFound();
  return staleWrite(current?.({ ...row, version: await rowVersion(db, table, where) }));
}

async function rowVersion(db: Db, table: PgTable, where: SQL | undefined): Promise<string | undefined> {
  const [row] = await db.select({ version: versionOf(table) }).from(table).where(where).limit(1);
  return row?.version;
}

/**
 * Checks the version inside a transaction that changes more than one row (a file and its record):
 * locks the record (`FOR UPDATE`) and answers its row, or throws the 404 or the 409.
 */
export async function lockAtVersion(tx: Db, table: PgTable, where: SQL | undefined, expected: ExpectedVersion, notFound: () => HttpError): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(table).where(where).for('update');
  if (!row) throw notFound();
  if (readAnother(expected, await rowVersion(tx, table, where))) throw staleWrite();
  return row;
}

/** Answers of one record carry its version as their `ETag` too; an overwrite on purpose is audited as such. */
export const versionHeaders = fp(async (app: FastifyInstance) => {
  // A write's If-Match that is no list of entity tags nor `*` is refused before anything changes: read as no header, a stale write would go through.
  app.addHook('preValidation', async (request) => {
    const header = ifMatchOf(request);
    if (header !== undefined && request.method !== 'GET' && request.method !== 'HEAD' && parseIfMatch(header) === null) throw new HttpError(400, IF_MATCH_MESSAGE);
  });
  app.addHook('preSerialization', async (_request, reply, payload) => {
    // On the record, or beside it where the spec fixes the record's fields (`{ data, version }`).
    const answer = payload as { data?: { version?: unknown }; version?: unknown } | null;
    const version = answer?.data?.version ?? answer?.version;
    if (typeof version === 'string' && !Array.isArray((payload as { data: unknown }).data)) reply.header('etag', etagOf(version));
    return payload;
  });
});

/** Whether the request overwrites on purpose (`If-Match: *`). */
export const overwrites = (request: FastifyRequest): boolean => expectedVersion(request) === OVERWRITE;

