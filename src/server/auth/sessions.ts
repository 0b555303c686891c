import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';

/** What the sessions table keeps of a token: its SHA-256, in hex (a sign-in, and a token the guard's cache does not hold). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Starts a session: returns the token once; only its hash is kept. */
export async function issueToken(db: Db, userId: string, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  return token;
}

/** The user behind a live (not expired, not revoked) token, read fresh, when the session ends, and the token's hash. */
export async function sessionForToken(db: Db, token: string): Promise<{ user: User; expiresAt: Date; tokenHash: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.idUtilizador, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

/** Purge: every live session is revoked except the one given (the admin who asked). */
export async function revokeAllSessionsExcept(db: Db, keepTokenHash: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(isNull(sessions.revokedAt), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}
