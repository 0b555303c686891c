import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

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

/** What a page query returns besides its rows' own columns (the sort key only where an anchor is worth keeping). */
export interface Anchored {
  sortKey: SortKey | null;
  version: number;
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

/**
 * The rows at `offset` of a list: `read` is the page query, from an anchor (rows at or after its
 * key, skipping what lies between it and `offset`) or, without one, by the offset alone. Its rows
 * carry the list's version, read in the same statement, and their sort key when `keyed` (deep
 * enough for an anchor to be worth keeping: computing it for every row costs page 0 a little).
 */
export async function anchoredPage<R extends Anchored>(db: Db, list: string, offset: number, read: (from: Anchor | undefined, keyed: boolean) => Promise<R[]>): Promise<R[]> {
  if (offset < WORTH_AN_ANCHOR) return read(undefined, false);
  const anchors = anchorsOf(db);
  const from = anchors.nearest(list, offset);
  let rows = await read(from, true);
  // Another version, or nothing there (the list may have shrunk): the anchor says nothing.
  if (from && rows[0]?.version !== from.version) rows = await read(undefined, true);
  if (rows[0]?.sortKey) anchors.remember(list, { offset, key: rows[0].sortKey, version: rows[0].version });
  return rows;
}

/** The sort key column of a page query, when asked for (`keyed`): null costs nothing. */
export const sortKeyIf = (keyed: boolean, sortKey: SQL<SortKey>): SQL<SortKey | null> => (keyed ? sortKey : sql<null>`null`);

/** How many rows to step over from the anchor (or from the start) to reach the offset. */
export const stepsFrom = (offset: number, from?: Anchor) => offset - (from?.offset ?? 0);

/** The condition placing a row at or after the anchor, when there is one. */
export const startingAt = (from: Anchor | undefined, atOrAfter: (key: SortKey) => SQL): SQL | undefined => (from ? atOrAfter(from.key) : undefined);
