import { QueryClient } from '@tanstack/react-query';

/** Statuses where asking again may succeed: the server unreachable (the HTTP client's 503) or a proxy's 502/504. */
const TRANSIENT = new Set([502, 503, 504]);

export const RETRY_DELAY_MS = 400;

/**
 * The client's one retry policy, for every screen: a read is tried again once, only when a second
 * try may succeed; a refusal (4xx) or a server error (500) is final and shown at once. (react-query's
 * default, three retries with back-off, kept a failing screen silent for 7–8 s.) Writes never retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return failureCount < 1 && typeof status === 'number' && TRANSIENT.has(status);
}

const RETRY_POLICY = { retry: shouldRetry, retryDelay: RETRY_DELAY_MS };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: RETRY_POLICY,
      mutations: { retry: false },
    },
  });
}

/**
 * For react-admin's list controllers, which turn retries off for themselves: the screens' lists
 * take the client's policy back, and show a failure themselves (no toast), logging it.
 */
export function listQueryOptions(what: string) {
  return {
    ...RETRY_POLICY,
    onError: (error: unknown) => console.error(`Loading ${what} failed`, error),
  };
}
