import { sql, type SQL, type SQLWrapper, type WithSubquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowCounts } from '../db/schema';
import { perDatabase, type Db } from '../db/client';
import { totalSql, type Counters } from './rowCounts';

/**
 * Keyset pages under the contract's page numbers (docs/performance.md). A page asked by number is
 * found by stepping over every row before it (an OFFSET), which at page 1000 is 25,000 index
 * entries. This process remembers where each page it served began (the row's sort key), so a
 * later request for that page, or one a little after it, starts at that row (`where key >= …`)
 * and steps over only the rest.
 *
 * What was remembered holds while the list is unchanged: every statement that writes a listed
 * table gives its list a new version (migration 0019), read in the same statement as the page. A
 * page read from an anchor of another version is read again by its offset, and that version's
 * anchors replace the old ones.
 *
 * A page with no anchor near it starts from its bucket when the list has buckets (`Buckets`: a day
 * of suggestions, the start of a name), found in the page's own statement by summing the triggers'
 * counters of the buckets before it; otherwise it is read from whichever end of the list is nearer
 * (`nearerEnd`): the last pages step over as few rows as the first ones.
 */

/** A row's place in its list's order, as the database writes it (text, so no precision is lost). */
export type SortKey = (string | null)[];

/** Where a page can start: the row at `offset` had this key when the list was at `version`. */
export interface Anchor {
  offset: number;
  key: SortKey;
  version: number;
}

/**
 * Where a page starts reading, in its own statement: at the start of the bucket holding it, the
 * bucket found by the `with` named `bucket` (which the page query must name: `withStart`), the
 * rows before it and its first key read from there.
 */
export interface BucketStart {
  offset: SQL<number>;
  key: KeyPart[];
  bucket: WithSubquery;
  /** The mean rows per bucket up to the one found, as a column (it sizes the next bucket read). */
  meanSize: SQL<number>;
}

/** A part of a start's key, as a page query compares its rows with it: a value, or read in the same statement. */
export type KeyPart = string | null | SQL;

/** Where a page starts reading: a page this process served (an anchor), or its bucket. */
export type Start = Anchor | BucketStart;

/** The database, naming the start's bucket (`with bucket as …`) when the page starts from one. */
export const withStart = (db: Db, from?: Start) => db.with(...(from && 'bucket' in from ? [from.bucket] : []));

/** A list's order as its anchors see it: a row's sort key, and the counter that holds the list's version. */
export interface Keyset {
  sortKey: SQL<SortKey>;
  version: `version:${string}`;
}

/**
 * A list's buckets: the rows of its order grouped by a prefix of their sort key (a day, the start of
 * a name), each counted by the triggers under `prefix` + the bucket (migration 0020), the counters'
 * keys in byte order being the list's order (or its reverse: `descending`). `startOf` is the sort
 * key from which a bucket's rows are read: those of the buckets before it are not.
 */
export interface Buckets {
  prefix: string;
  descending: boolean;
  startOf: (bucket: SQL<string>) => KeyPart[];
}

/** What a page query returns besides its rows' own columns: its counters, and the anchor's columns (`AnchorColumns`) when it selected them. */
export interface Anchored {
  sortKey?: SortKey | null;
  version?: number | null;
  bucketSize?: number | null;
  counts: Counters;
}

/** The columns a page query selects for its anchors: its rows' sort key and the list's version (none where no anchor is worth keeping), and from a bucket the buckets' mean size. */
export type AnchorColumns = { sortKey: SQL<SortKey | null>; version: SQL<number | null>; bucketSize?: SQL<number> } | Record<never, never>;

const ANCHORS_PER_LIST = 512;
/** Nearer the start than this, stepping over the rows costs less than starting from a key: no anchor. */
const WORTH_AN_ANCHOR = 1000;
const LISTS = 64;

/** The anchors of one database's lists (a list: a table with a filter), least recently used dropped first. */
class ListAnchors {
  private readonly lists = new Map<string, { version: number; keys: Map<number, SortKey> }>();
  /** Each list's total as last read (perhaps changed since: it only chooses how to read). */
  private readonly totals = new Map<string, number>();
  /** Each list's mean rows per bucket as last read (it only sizes the next bucket read). */
  private readonly bucketSizes = new Map<string, number>();

  lastTotal(list: string): number | undefined {
    return this.totals.get(list);
  }

  noteTotal(list: string, total: number): void {
    keepRecent(this.totals, list, total, LISTS);
  }

  bucketSize(list: string): number | undefined {
    return this.bucketSizes.get(list);
  }

  noteBucketSize(list: string, rowsPerBucket: number): void {
    keepRecent(this.bucketSizes, list, rowsPerBucket, LISTS);
  }

  /** The nearest anchor at or before this offset, if this process knows one. */
  nearest(list: string, offset: number): Anchor | undefined {
    const known = this.lists.get(list);
    if (!known) return undefined;
    let best = -1;
    for (const at of known.keys.keys()) if (at <= offset && at > best) best = at;
    return best < 0 ? undefined : { offset: best, key: known.keys.get(best)!, version: known.version };
  }

  remember(list: string, { offset, key, version }: Anchor): void {
    let known = this.lists.get(list);
    if (!known || known.version !== version) known = { version, keys: new Map() };
    keepRecent(this.lists, list, known, LISTS);
    keepRecent(known.keys, offset, key, ANCHORS_PER_LIST);
  }
}

/** Sets the entry as the most recent one of the map, dropping the least recent beyond `most`. */
function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value!);
}

const anchorsOf = perDatabase(() => new ListAnchors());

/** The anchor's columns of a page whose first row is not worth an anchor: none (each column costs every row its mapping). */
const NO_ANCHOR: AnchorColumns = {};

/** A page query: its rows from where it starts (or by the offset alone), with the anchor's columns, told whether to read from whichever end of the list is nearer (`nearerEnd`). */
type PageReader<R> = (from: Start | undefined, anchor: AnchorColumns, fromEitherEnd: boolean) => Promise<R[]>;

/**
 * The rows at `offset` of a list ordered by `keyset`: `read` is the page query, from a start (rows
 * at or after its key, skipping what lies between it and `offset`) or, without one, by the offset
 * alone, selecting the given anchor's columns; told whether to read from whichever end of the list
 * is nearer (`nearerEnd`): when no anchor is near and, as far as this process knows the list's
 * total (`totalOf` its counters), the end may be nearer than the start (the choice costs its
 * planning, about half of page 0). Its rows carry the list's counters, read in the same statement;
 * the sort key and the version are read only deep enough for an anchor to be worth keeping (they
 * cost page 0 a little). With `buckets`, a page that no remembered anchor is near starts from its
 * bucket (`bucketStart`: found in the same statement, a few hundred rows stepped over instead of
 * thousands).
 */
export async function anchoredPage<R extends Anchored>(db: Db, keyset: Keyset, list: string, offset: number, totalOf: (counts: Counters) => number, read: PageReader<R>, buckets?: Buckets): Promise<R[]> {
  const anchors = anchorsOf(db);
  const noted = (rows: R[]) => {
    if (rows[0]) anchors.noteTotal(list, totalOf(rows[0].counts));
    return rows;
  };
  if (offset < WORTH_AN_ANCHOR) return noted(await read(undefined, NO_ANCHOR, false));
  const known = anchors.lastTotal(list);
  const eitherEnd = (from?: Anchor) => stepsFrom(offset, from) >= WORTH_AN_ANCHOR && (known === undefined || known - offset < 2 * stepsFrom(offset, from));
  const versionOf = (row?: R) => row && (row.version ?? 0);
  // A list no statement has written yet has no version row: version 0 (migration 0019; totalSql).
  const columns = { sortKey: keyset.sortKey, version: totalSql({ [keyset.version]: 1 }).mapWith(Number) };
  const remembered = anchors.nearest(list, offset);
  // The last pages are read backwards from the end (nearerEnd) for less than their bucket costs.
  const nearTheEnd = known !== undefined && known - offset < WORTH_AN_ANCHOR;
  const fromBucket = buckets && !nearTheEnd && stepsFrom(offset, remembered) >= WORTH_AN_ANCHOR;
  let rows: R[] = [];
  if (fromBucket) {
    for (const bound of bucketBounds(anchors.bucketSize(list), offset)) {
      const start = bucketStart(db, buckets, offset, bound);
      rows = await read(start, { ...columns, bucketSize: start.meanSize }, false);
      if (rows[0]) break;
    }
    if (rows[0]?.bucketSize) anchors.noteBucketSize(list, rows[0].bucketSize);
  } else {
    rows = await read(remembered, columns, eitherEnd(remembered));
    // Another version: the anchor says nothing.
    if (remembered && rows[0] && versionOf(rows[0]) !== remembered.version) rows = [];
  }
  // Nothing there (the list may have shrunk; no bucket read holds the row), or the anchor void: read by the offset alone.
  if (!rows[0] && (fromBucket || remembered)) rows = await read(undefined, columns, eitherEnd());
  const [first] = rows;
  if (first?.sortKey) anchors.remember(list, { offset, key: first.sortKey, version: versionOf(first)! });
  return noted(rows);
}

/** Buckets read for a list whose bucket size this process has not seen yet. */
const FIRST_BUCKETS = 64;
/** More buckets than this are read whole, in key order, as if unbounded. */
const MOST_BUCKETS = 4096;

/**
 * How many buckets to read, in key order, to find the one holding the row at `offset`: as many as
 * the list's mean bucket size (learnt from the previous read) says reach the offset, with room to
 * spare; then, if a bound too short found none, all of them. A running sum under an outer LIMIT is
 * planned as if every bucket were needed, and PostgreSQL then sorted all of a list's day buckets
 * (1,096 at a million suggestions: 0.7 ms) instead of reading the first 28 along the key's index
 * (0.06 ms). Both reads in one statement (`union all` under `limit 1`) cost a first visit 10–15%
 * more than the bound alone, in planning.
 */
function bucketBounds(meanSize: number | undefined, offset: number): (number | undefined)[] {
  const bound = meanSize ? Math.ceil((1.25 * (offset + 1)) / meanSize) + 4 : FIRST_BUCKETS;
  return bound < MOST_BUCKETS ? [bound, undefined] : [undefined];
}

/**
 * Where the bucket holding the row at `offset` starts (among the first `bound` buckets, when
 * given), found by the page's own statement (a `with` named `bucket`): its first row's place and
 * the rows before it (the sum of the counters before its own, read in key order until they pass
 * the offset: a few dozen for a page a thousand pages in).
 * It holds no row when the buckets read hold none that far (past the end, or a bound too short):
 * the start's key is then null, which no row follows, so that the page reads nothing.
 */
function bucketStart(db: Db, { prefix, descending, startOf }: Buckets, offset: number, bound: number | undefined): BucketStart {
  const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const inOrder = sql.raw(`order by key ${descending ? 'desc' : 'asc'}`);
  // One SQL text, not two query builders: drizzle builds it on every first visit, and the builders cost 0.13 ms of each (0.44 -> 0.31 ms of JavaScript).
  const found = db.$with('bucket', { name: sql<string>`name`.as('name'), before: sql<number>`before`.as('before'), meanSize: sql<number>`mean_size`.as('mean_size') }).as(sql`
    select substr(key, ${prefix.length + 1}) as name, (through - n)::bigint as before, through::float8 / position as mean_size
    from (select key, n, sum(n) over w as through, count(*) over w as position from ${rowCounts} where key > ${prefix} and key < ${end} window w as (${inOrder}) ${inOrder}${bound === undefined ? sql`` : sql` limit ${bound}`}) as buckets
    where through > ${offset} ${inOrder} limit 1`);
  const value = <T>(column: SQLWrapper) => sql<T>`(select ${column} from ${found})`;
  return { bucket: found, offset: value(found.before), key: startOf(value(found.name)), meanSize: value<number>(found.meanSize).mapWith(Number) };
}

/**
 * The ids of the page at `offset` (`limit` rows) of a list of `total` rows, read from whichever end
 * is nearer: `forward` (stepping from the anchor, or from the start, to the offset) while it steps
 * over no more rows than lie from the page to the end, else `backward` (the list in reverse order,
 * its own limit and offset given, the index read backwards): the last page of a million rows costs
 * what the first does. `total` is the list's counter, read in the same statement and snapshot as
 * the rows; each branch is gated by it, and PostgreSQL runs only the one whose condition holds.
 */
export function nearerEnd(total: SQL, offset: number, limit: number, from: Start | undefined, forward: SQLWrapper, backward: (limit: SQL, offset: SQL) => SQL): SQL {
  const toTheEnd = sql`((${total}) - ${offset})`;
  const forwardIsShorter = sql`${toTheEnd} >= ${stepsFrom(offset, from)}`;
  const reversed = backward(sql`least(${limit}, greatest(0, ${toTheEnd}))`, sql`greatest(0, ${toTheEnd} - ${limit})`);
  // The outer limit tells the planner the page's size (a limit it cannot read would have it expect many rows, and scan the table to join them).
  return sql`(select * from (select * from (${forward.getSQL()}) as forward where ${forwardIsShorter} union all select * from (${reversed}) as backward where not ${forwardIsShorter}) as page limit ${limit})`;
}

/** The ids of `limit` rows of a table where `where` holds, in `order`, after stepping over `steps` of them: a page read from an index alone. */
export const idsInOrder = (id: AnyPgColumn, where: SQL | undefined, order: SQL, limit: number | SQL, steps: number | SQL): SQL =>
  sql`(select ${id} from ${id.table} where ${where ?? sql`true`} order by ${order} limit ${limit} offset ${steps})`;

/** How many rows to step over from the start (or from the list's first row) to reach the offset: a number, or for a bucket an SQL expression. */
export function stepsFrom(offset: number, from?: Anchor): number;
export function stepsFrom(offset: number, from?: Start): number | SQL<number>;
export function stepsFrom(offset: number, from?: Start): number | SQL<number> {
  if (!from) return offset;
  return typeof from.offset === 'number' ? offset - from.offset : sql<number>`(${offset} - ${from.offset})`;
}

/** The condition placing a row at or after the start, when there is one. */
export const startingAt = <K>(from: { key: K } | undefined, atOrAfter: (key: K) => SQL): SQL | undefined => (from ? atOrAfter(from.key) : undefined);
