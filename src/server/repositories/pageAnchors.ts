import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Counters } from './rowCounts';

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
 */

/** A row's place in its list's order, as the database writes it (text, so no precision is lost). */
export type SortKey = (string | null)[];

/** Where a page can start: the row at `offset` had this key when the list was at `version`. */
export interface Anchor {
  offset: number;
  key: SortKey;
  version: number;
}

/** A list's order as its anchors see it: a row's sort key, and the counter that holds the list's version. */
export interface Keyset {
  sortKey: SQL<SortKey>;
  version: `version:${string}`;
}

/** What a page query returns besides its rows' own columns: its counters (the version among them) and the sort key, where asked for. */
export interface Anchored {
  sortKey: SortKey | null;
  counts: Counters;
}

const ANCHORS_PER_LIST = 512;
/** Nearer the start than this, stepping over the rows costs less than starting from a key: no anchor. */
const WORTH_AN_ANCHOR = 1000;
const LISTS = 64;

/** The anchors of one database's lists (a list: a table with a filter), least recently used dropped first. */
class ListAnchors {
  private readonly lists = new Map<string, { version: number; keys: Map<number, SortKey> }>();

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
    this.lists.delete(list);
    this.lists.set(list, known);
    if (this.lists.size > LISTS) this.lists.delete(this.lists.keys().next().value!);
    known.keys.delete(offset);
    known.keys.set(offset, key);
    if (known.keys.size > ANCHORS_PER_LIST) known.keys.delete(known.keys.keys().next().value!);
  }
}

const byDatabase = new WeakMap<Db, ListAnchors>();
const anchorsOf = (db: Db) => byDatabase.get(db) ?? byDatabase.set(db, new ListAnchors()).get(db)!;

/** The sort key column of a page whose first row is not worth an anchor: null costs nothing. */
const NO_KEY = sql<null>`null`;

/**
 * The rows at `offset` of a list ordered by `keyset`: `read` is the page query, from an anchor
 * (rows at or after its key, skipping what lies between it and `offset`) or, without one, by the
 * offset alone, selecting the given sort key column. Its rows carry the list's counters, read in
 * the same statement; the sort key is computed only deep enough for an anchor to be worth keeping
 * (computing it for every row costs page 0 a little).
 */
export async function anchoredPage<R extends Anchored>(
  db: Db,
  keyset: Keyset,
  list: string,
  offset: number,
  read: (from: Anchor | undefined, sortKey: SQL<SortKey | null>) => Promise<R[]>,
): Promise<R[]> {
  if (offset < WORTH_AN_ANCHOR) return read(undefined, NO_KEY);
  // A list no statement has written yet has no version row: version 0 (migration 0019).
  const versionOf = (row?: R) => row && (row.counts[keyset.version] ?? 0);
  const anchors = anchorsOf(db);
  const from = anchors.nearest(list, offset);
  let rows = await read(from, keyset.sortKey);
  // Another version, or nothing there (the list may have shrunk): the anchor says nothing.
  if (from && versionOf(rows[0]) !== from.version) rows = await read(undefined, keyset.sortKey);
  const [first] = rows;
  if (first?.sortKey) anchors.remember(list, { offset, key: first.sortKey, version: versionOf(first)! });
  return rows;
}

/** How many rows to step over from the anchor (or from the start) to reach the offset. */
export const stepsFrom = (offset: number, from?: Anchor) => offset - (from?.offset ?? 0);

/** The condition placing a row at or after the anchor, when there is one. */
export const startingAt = (from: Anchor | undefined, atOrAfter: (key: SortKey) => SQL): SQL | undefined => (from ? atOrAfter(from.key) : undefined);
