import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Limits on guessing passwords, kept in the database (they hold across server processes):
 * - per address and username: more than `perAddress` failures within a minute -> wait for the
 *   minute to end;
 * - per account, from any address: past `perAccount` failures within 15 minutes, each further try
 *   waits 2^(failures - perAccount) seconds after the last failure, at most 15 minutes. It is higher
 *   than one address can reach in its window, so one address's failures do not lock the account
 *   out for its owner signing in from elsewhere, while many addresses guessing together are slowed.
 *   An address this account signed in from within the last 30 days is not held by it: anyone
 *   guessing from other addresses could otherwise keep the owner out for good, with one wrong
 *   guess each time the backoff ends (an outside probe did). The per-address limit still holds there.
 * - a browser that signed in to the account before holds a device cookie (OWASP's "Slow Down Online
 *   Guessing Attacks with Device Cookies"): a random token known to the database for that account
 *   ('device|…', 30 days from its last use). Neither limit above applies to it, whoever guesses
 *   from wherever (a campus NAT the owner shares included); only its own failures count, `perAddress`
 *   of them within a minute locking that cookie alone for the minute (a stolen one too), and they
 *   do not count against the account or the address.
 */
export interface SignInLimits {
  perAddress: number;
  perAccount: number;
}

const MINUTE = 60_000;
const ACCOUNT_WINDOW = 15 * MINUTE;
const MAX_BACKOFF = 15 * MINUTE;
/** Rows untouched for a day say nothing any more. */
const FORGET_AFTER = 24 * 60 * MINUTE;

/** A counter's key: a digest, the same length whatever the address and name (the key is indexed; a long name was a 500). */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const addressKey = (ip: string, username: string) => `address|${digest(`${ip}|${username.toLowerCase()}`)}`;
export const accountKey = (username: string) => `account|${digest(username.toLowerCase())}`;
/** An address the account signed in from (its row's `lastFailure` is the last success). */
const knownKey = (ip: string, username: string) => `known|${digest(`${ip}|${username.toLowerCase()}`)}`;
const KNOWN_FOR = 30 * 24 * 60 * MINUTE;
/** A device cookie of the account (its row's `lastFailure` is its last use; `failures` its own, in `windowStart`'s minute). */
const deviceKey = (token: string, username: string) => `device|${digest(`${token}|${username.toLowerCase()}`)}`;

/** The device's row for this account, when the cookie is one the account signed in with (and used within 30 days). */
async function trustedDevice(db: Db, device: string | undefined, username: string, now: number) {
  if (!device) return undefined;
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, deviceKey(device, username)));
  return row && now - row.lastFailure.getTime() < KNOWN_FOR ? row : undefined;
}

/** How long (ms) this address, or this device, must wait before trying this username again; 0 when it may try now. */
export async function signInWait(db: Db, limits: SignInLimits, ip: string, username: string, device?: string, now = Date.now()): Promise<number> {
  const trusted = await trustedDevice(db, device, username, now);
  if (trusted) return trusted.failures >= limits.perAddress && now - trusted.windowStart.getTime() < MINUTE ? trusted.windowStart.getTime() + MINUTE - now : 0;
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [addressKey(ip, username), accountKey(username), knownKey(ip, username)]));
  const known = rows.some((row) => row.key.startsWith('known|') && now - row.lastFailure.getTime() < KNOWN_FOR);
  let wait = 0;
  for (const row of rows) {
    if (row.key.startsWith('known|')) continue;
    if (row.key.startsWith('account|')) {
      if (known) continue;
      const over = row.failures - limits.perAccount;
      if (over >= 0 && now - row.windowStart.getTime() < ACCOUNT_WINDOW) {
        const backoff = Math.min(MAX_BACKOFF, 1000 * 2 ** Math.min(over, 20));
        wait = Math.max(wait, row.lastFailure.getTime() + backoff - now);
      }
    } else if (row.failures >= limits.perAddress) {
      wait = Math.max(wait, row.windowStart.getTime() + MINUTE - now);
    }
  }
  return Math.max(0, wait);
}

/**
 * Counts a failed sign-in: for the device alone when it holds the account's device cookie, else for
 * the address and for the account (a new window when the last one ended).
 */
export async function recordFailure(db: Db, ip: string, username: string, device?: string, now = new Date()): Promise<void> {
  const trusted = await trustedDevice(db, device, username, now.getTime());
  const counted = trusted
    ? ([[trusted.key, MINUTE]] as const)
    : ([
        [addressKey(ip, username), MINUTE],
        [accountKey(username), ACCOUNT_WINDOW],
      ] as const);
  for (const [key, window] of counted) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${loginFailures.windowStart} <= ${new Date(now.getTime() - window).toISOString()}::timestamptz`;
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStart: now, lastFailure: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${at} ELSE ${loginFailures.windowStart} END`,
          lastFailure: now,
        },
      });
  }
  await db
    .delete(loginFailures)
    .where(
      or(
        and(notLike(loginFailures.key, 'known|%'), notLike(loginFailures.key, 'device|%'), lt(loginFailures.lastFailure, new Date(now.getTime() - FORGET_AFTER))),
        lt(loginFailures.lastFailure, new Date(now.getTime() - KNOWN_FOR)),
      ),
    );
}

/**
 * A right password from this address clears its count (the account's backoff runs out by itself),
 * makes the address known to the account for 30 days, and the browser's device cookie (`device`,
 * or a new one) the account's, its own failures forgotten. Answers the cookie's token.
 */
export async function signedInFrom(db: Db, ip: string, username: string, device?: string, now = new Date()): Promise<string> {
  const token = device ?? randomBytes(32).toString('base64url');
  await db.delete(loginFailures).where(eq(loginFailures.key, addressKey(ip, username)));
  for (const key of [knownKey(ip, username), deviceKey(token, username)]) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 0, windowStart: now, lastFailure: now })
      .onConflictDoUpdate({ target: loginFailures.key, set: { failures: 0, lastFailure: now } });
  }
  return token;
}
