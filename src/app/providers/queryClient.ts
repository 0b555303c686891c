import { MutationCache, QueryClient } from '@tanstack/react-query';

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

/** What a write names besides its own resource: the other resources it changes. */
export interface WriteMeta extends Record<string, unknown> {
  refreshes?: readonly string[];
  /** The write puts its answer in the cache itself (a row changed in place): nothing is read again. */
  inPlace?: boolean;
}

/**
 * Every write refreshes every screen showing what it wrote, once it is answered: react-admin keys
 * its writes `[resource, 'update' | 'create' | 'delete', params]` (or names the resource in each
 * call's variables) and the map's calls (useApiMutation)
 * `[resource, call]`, and every read of that resource (react-admin's getList/getOne and the map's
 * calls, useApiQuery) is keyed under the same first element, so one invalidation reaches them all.
 *
 * The reads no screen shows now (another view of the list, a screen left) are dropped rather than
 * kept to be shown again while read: a view opened after one's own write never shows what was
 * there before it. (Kept, /admin/suggestions' view without the archived showed a suggestion just
 * unarchived, then its old answer without it, then the suggestion again: a click meant for it
 * could land on the next one, and one on a stale copy was refused as changed since.) A view
 * opened anew shows the previous view's rows, marked busy (ScreenListBase), until its own arrive.
 */
function refreshingWrites(client: () => QueryClient) {
  return new MutationCache({
    onSettled: (_data, _error, variables, _context, mutation) => {
      // react-admin's hooks called without a resource get it with each call (`update(resource, params)`).
      const [resource = (variables as { resource?: unknown } | undefined)?.resource] = mutation.options.mutationKey ?? [];
      const meta = mutation.meta as WriteMeta | undefined;
      if (meta?.inPlace) return;
      const others = meta?.refreshes ?? [];
      const resources = typeof resource === 'string' ? [resource, ...others] : others;
      return Promise.all(
        resources.map((r) => {
          client().removeQueries({ queryKey: [r], type: 'inactive' });
          return client().invalidateQueries({ queryKey: [r] });
        }),
      );
    },
  });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: refreshingWrites(() => client),
    defaultOptions: {
      queries: RETRY_POLICY,
      mutations: { retry: false },
    },
  });
  return client;
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
