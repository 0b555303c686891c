import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowCounts } from '../db/schema';

/**
 * Which of a search term's trigrams the trigram index is asked for: the rarest ones. The index
 * reads every entry of every trigram it is given; at 200,000 users 'leite lourenço' gives twelve,
 * read in 1.6 ms, while its three rarest find the same 48 candidates in 0.2 ms (docs/performance.md).
 * The candidates are then tested against the whole term, so the choice costs time, never a wrong
 * answer: any trigram the term itself contains will do.
 */

/** How many of a term's trigrams a search asks the index for. */
const ASKED = 3;
/** How long this process's copy of the counts serves before it is read again (in the background). */
const FRESH_FOR_MS = 60_000;
const PREFIX = 'users:trigram:';

/**
 * The term's trigrams that the search column surely holds in every user containing the term, each
 * with where it starts in the term: three characters in a row that lower() and f_unaccent() leave as
 * they are (lower-case ASCII letters and digits), so that they are in the folded term whatever the
 * database's locale; the others are left to the whole term's test.
 */
function unchangedTrigrams(term: string): { trigram: string; at: number }[] {
  const found: { trigram: string; at: number }[] = [];
  for (const run of term.matchAll(/[a-z0-9]{3,}/g)) for (let i = 0; i + 3 <= run[0].length; i++) found.push({ trigram: run[0].slice(i, i + 3), at: run.index + i });
  return found;
}

/** The users holding each trigram, as the triggers count them (migration 0023), and when this process read them. */
class TrigramCounts {
  private counts?: Map<string, number>;
  private readAt = -Infinity;
  private reading?: Promise<Map<string, number>>;

  /** The counts as last read; read again when older than FRESH_FOR_MS, waited for only the first time. */
  get(db: Db): Promise<Map<string, number>> {
    if (!this.reading && Date.now() - this.readAt >= FRESH_FOR_MS) {
      this.reading = read(db).then((counts) => {
        this.counts = counts;
        this.readAt = Date.now();
        return counts;
      });
      // A failed read is tried again by the next search; one nobody waits for must not go unhandled.
      this.reading.catch(() => undefined).finally(() => (this.reading = undefined));
    }
    return this.counts ? Promise.resolve(this.counts) : this.reading!;
  }
}

async function read(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ key: rowCounts.key, n: rowCounts.n }).from(rowCounts).where(like(rowCounts.key, `${PREFIX}%`));
  return new Map(rows.map((r) => [r.key.slice(PREFIX.length), Number(r.n)]));
}

const byDatabase = new WeakMap<Db, TrigramCounts>();

/**
 * A LIKE pattern that every user containing the term matches, made of the term's rarest unchanged
 * trigrams (at most ASKED) in the term's order, overlapping ones joined (`%ite%lou%ren%` for
 * 'leite lourenço', `%a2026%` for 'a2026'): the trigram index reads those trigrams alone. Undefined
 * when the term has no unchanged trigram. Overlapping trigrams are mostly held by the same users
 * ('lei', 'eit' and 'ite' by those named Leite: asked for those three, the index found 3,245
 * candidates for 'leite lourenço'), so the rarest that share no character with those before them
 * come first; a short term's overlapping ones then fill the rest ('a20', '202' and '026' together
 * still narrow 600 users holding 'a20' to 79).
 */
export async function candidatesPattern(db: Db, term: string): Promise<string | undefined> {
  const trigrams = unchangedTrigrams(term);
  const counts = trigrams.length > ASKED ? await (byDatabase.get(db) ?? byDatabase.set(db, new TrigramCounts()).get(db)!).get(db) : new Map<string, number>();
  const holders = (t: string) => counts.get(t) ?? 0;
  const byRarity = trigrams.sort((a, b) => holders(a.trigram) - holders(b.trigram) || a.at - b.at);
  const apart: typeof trigrams = [];
  for (const t of byRarity) if (apart.every((before) => Math.abs(before.at - t.at) >= 3)) apart.push(t);
  const asked = [...new Set([...apart, ...byRarity])].slice(0, ASKED).sort((a, b) => a.at - b.at);
  const spans: [number, number][] = [];
  for (const { at } of asked) {
    const last = spans.at(-1);
    if (last && at < last[1]) last[1] = at + 3;
    else spans.push([at, at + 3]);
  }
  return spans.length ? `%${spans.map(([from, to]) => term.slice(from, to)).join('%')}%` : undefined;
}
