import type { User } from '../db/schema';

interface Entry {
  user: User;
  /** Epoch ms after which the entry is read again from the database. */
  until: number;
}

/** The channel on which the database announces a change to a user or a session (migration 0016). */
export const AUTH_CHANNEL = 'auth_changed';

/**
 * Who a token belongs to, kept in this process for a few seconds so that a signed-in request does
 * not ask the database each time. Correct across processes because every change that matters
 * (a session revoked by logout or purge, a user's role or data changed, a user deleted) makes the
 * database notify AUTH_CHANNEL with the user's id ('*' for many), and each process forgets what
 * it heard about. The server's own changes are forgotten at once by the route that made them.
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

  get(tokenHash: string): User | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Marks the start of a database read whose result may be cached with `set`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps what a read started at `generation` found, unless something was forgotten since. */
  set(tokenHash: string, user: User, sessionExpiresAt: Date, generation: number): void {
    if (!this.listening || this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { user, until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Forgets a user's tokens ('*': everyone's). */
  forget(userId: string): void {
    this.generation++;
    if (userId === '*') {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) if (entry.user.idUtilizador === userId) this.entries.delete(hash);
  }

  /** The notification channel started or stopped listening: what was kept may be stale either way. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forget('*');
  }
}
