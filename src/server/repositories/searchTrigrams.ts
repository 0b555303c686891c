import { like } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client';
import { rowCounts } from '../db/schema';

/**
 * Which of a search term's trigrams the trigram index is asked for: for a term of several words, a
 * few of the rarest. The index reads every entry of every trigram it is given; at 200,000 users
 * 'leite lourenço' gives twelve, read in 1.6 ms, while three rare ones of its two words find the
 * same 48 candidates in 0.3 ms (docs/performance.md). The candidates are then tested against the
 * whole term, so the choice costs time, never a wrong answer: any trigrams the term itself
 * contains will do.
 */

/** How many of a term's trigrams a search asks the index for. */
const ASKED = 3;
/** How long this process's copy of the counts serves before it is read again (in the background). */
const FRESH_FOR_MS = 60_000;
const PREFIX = 'users:trigram:';

/**
 * The term with its upper-case ASCII letters made lower-case, as lower() makes them whatever the
 * database's locale, except I (a dotless ı under a Turkish one); f_unaccent() leaves ASCII letters
 * and digits as they are. Every character keeps its place.
 */
const foldedAscii = (term: string) => term.replace(/[A-HJ-Z]/g, (c) => c.toLowerCase());

/**
 * The trigrams of a term folded by `foldedAscii` that the search column surely holds in every user
 * containing the term, each with where it starts: three lower-case ASCII letters or digits in a row
 * (the folded term holds them as they are); the other characters are left to the whole term's test.
 */
function unchangedTrigrams(folded: string): { trigram: string; at: number; word: number }[] {
  const found: { trigram: string; at: number; word: number }[] = [];
  for (const run of folded.matchAll(/[a-z0-9]{3,}/g)) for (let i = 0; i + 3 <= run[0].length; i++) found.push({ trigram: run[0].slice(i, i + 3), at: run.index + i, word: run.index });
  return found;
}

/** The users holding each trigram in one database, as the triggers count them (migration 0023), and when this process read them. */
class TrigramCounts {
  private counts?: Map<string, number>;
  private readAt = -Infinity;
  private reading?: Promise<Map<string, number>>;

  constructor(private readonly db: Db) {}

  /** The counts as last read; read again when older than FRESH_FOR_MS, waited for only the first time. */
  get(): Promise<Map<string, number>> {
    if (!this.reading && Date.now() - this.readAt >= FRESH_FOR_MS) {
      this.reading = read(this.db).then((counts) => {
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

const trigramCountsOf = perDatabase((db) => new TrigramCounts(db));

/**
 * A LIKE pattern that every user containing the term matches, narrower for the trigram index than
 * the term's own: the rarest unchanged trigram of each word of the term, then the rarest others
 * that share no character with those (at most ASKED in all), in the term's order (`%ite%lou%ren%`
 * for 'leite lourenço'). Undefined when fewer than two words of the term have an unchanged trigram:
 * the trigrams of one word are mostly held by the same users (asked for `lei`, `eit` and `ite`,
 * the index found all 3,245 Leites), so fewer of them would find about as many candidates, each
 * then tested against the whole term ('LOURENÇO' would test 4,679), and the term's own pattern,
 * whose trigrams the database takes from the whole folded term, is the cheaper one.
 */
export async function candidatesPattern(db: Db, term: string): Promise<string | undefined> {
  const folded = foldedAscii(term);
  const trigrams = unchangedTrigrams(folded);
  if (new Set(trigrams.map((t) => t.word)).size < 2) return undefined;
  const counts = await trigramCountsOf(db).get();
  const holders = (t: string) => counts.get(t) ?? 0;
  const byRarity = trigrams.sort((a, b) => holders(a.trigram) - holders(b.trigram) || a.at - b.at);
  const asked = byRarity.filter((t, i) => byRarity.findIndex((other) => other.word === t.word) === i).slice(0, ASKED);
  for (const t of byRarity) if (asked.length < ASKED && asked.every((before) => Math.abs(before.at - t.at) >= 3)) asked.push(t);
  return `%${asked
    .sort((a, b) => a.at - b.at)
    .map((t) => t.trigram)
    .join('%')}%`;
}
