import type { User } from '../db/schema';

/** A token's session as a request needs it: its user, and the token's hash (what the sessions table keeps: logout revokes by it). */
export interface CachedSession {
  user: User;
  tokenHash: string;
}

interface Entry {
  session: CachedSession;
  /** Epoch ms after which the entry is read again from the database. */
  until: number;
}

/** The channel on which the database announces a change to a user or a session (migration 0016). */
export const AUTH_CHANNEL = 'auth_changed';

/**
 * Who a token belongs to, kept in this process for a few seconds so that a signed-in request does
 * not ask the database each time. Kept by the token itself, not its hash: a request that finds its
 * token here does not hash it (the SHA-256 was 4–7 µs of a signed-in request's 60 µs of CPU); the
 * tokens are those this process received in the last seconds, as any request holds its own.
 * Correct across processes because every change that matters (a session revoked by logout or
 * purge, a user's role or data changed, a user deleted) makes the database notify AUTH_CHANNEL
 * with the user's id ('*' for many), and each process forgets what it heard about. The server's own changes are forgotten at once by the route that made them.
 * While the notification channel is not listening, nothing is cached.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped by every forget: a read that started before it must not be cached after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.session;
    this.entries.delete(token);
    return undefined;
  }

  /** Marks the start of a database read whose result may be cached with `set`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps what a read started at `generation` found, unless something was forgotten since. */
  set(token: string, session: CachedSession, sessionExpiresAt: Date, generation: number): void {
    if (!this.listening || this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { session, until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Forgets a user's tokens ('*': everyone's). */
  forget(userId: string): void {
    this.generation++;
    if (userId === '*') {
      this.entries.clear();
      return;
    }
    for (const [token, entry] of this.entries) if (entry.session.user.idUtilizador === userId) this.entries.delete(token);
  }

  /** The notification channel started or stopped listening: what was kept may be stale either way. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forget('*');
  }
}
