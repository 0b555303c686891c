/**
 * The screens' hooks for the calls of the endpoint map beyond react-admin's verbs, on react-admin's
 * data provider (useDataProvider: a 401 signs out as for any react-admin call) and its query cache,
 * keyed as react-admin keys its own: `[resource, call, input]`. A change through any of them, or
 * through react-admin's useUpdate/useCreate/useDelete, refreshes every mounted screen showing that
 * resource: the query client's write cache invalidates every key that starts with it (queryClient.ts).
 * Every write of a screen goes through one of these hooks; none reads the screens again by hand.
 */
import { useMutation, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Call, CallAnswer, CallInput, TakesNothing } from '../../contract/api/call';
import type { BackofficeDataProvider, CallOptions } from './dataProvider';
import type { WriteMeta } from './queryClient';

type QueryOptions<C extends Call> = Omit<UseQueryOptions<CallAnswer<C>>, 'queryKey' | 'queryFn'>;

/** The query key of a call: react-admin's `[resource, method, params]`. */
export const callKey = <C extends Call>(c: C, input?: unknown) => (input === undefined ? [c.area, c.name] : [c.area, c.name, input]);

/**
 * A read of one call of the map as a query: its key, and the call's answer as it is. Marked so
 * (`meta.answerOfCall`): a start at an address may run it again from its key alone (earlyQueries.ts);
 * a query under a call's key that keeps something else (its own query function) is not marked.
 */
export const callQuery = <C extends Call>(dataProvider: Pick<BackofficeDataProvider, 'call'>, c: C, input?: CallInput<C>) => ({
  queryKey: callKey(c, input),
  queryFn: () => dataProvider.call(c, input),
  meta: { answerOfCall: true },
});

/** Reads one call of the map, cached under its resource (its input may be left out when it takes none). */
export function useApiQuery<C extends Call & TakesNothing>(c: C, input?: CallInput<C>, options?: QueryOptions<C>): UseQueryResult<CallAnswer<C>>;
export function useApiQuery<C extends Call>(c: C, input: CallInput<C>, options?: QueryOptions<C>): UseQueryResult<CallAnswer<C>>;
export function useApiQuery<C extends Call>(c: C, input?: CallInput<C>, options: QueryOptions<C> = {}): UseQueryResult<CallAnswer<C>> {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery<CallAnswer<C>>({ ...options, ...callQuery(dataProvider, c, input) });
}

/** How a write of the map is sent: its input from the variables (read first when it is a promise, e.g. a file), the other resources it changes, and the call's options (per call: an upload's progress). */
interface WriteOptions<C extends Call, Vars> {
  toInput?: (vars: Vars) => CallInput<C> | Promise<CallInput<C>>;
  refreshes?: readonly string[];
  /** The write puts its answer in the cache itself: nothing is read again (WriteMeta). */
  inPlace?: boolean;
  options?: CallOptions | ((vars: Vars) => CallOptions);
}

/**
 * A call of the map that changes something: once it is answered, every screen showing its resource
 * (and `refreshes`, the other resources it changes) reads again (the query client's write cache does it).
 */
export function useApiMutation<C extends Call, Vars = CallInput<C>>(c: C, { toInput, refreshes = [], inPlace, options }: WriteOptions<C, Vars> = {}) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useMutation<CallAnswer<C>, Error, Vars>({
    mutationKey: [c.area, c.name],
    meta: { refreshes, inPlace } satisfies WriteMeta,
    mutationFn: async (vars) =>
      dataProvider.call(c, toInput ? await toInput(vars) : (vars as CallInput<C>), typeof options === 'function' ? options(vars) : options),
  });
}

/** A record of a bulk write the server refused, with why. */
export interface Refused<R> {
  record: R;
  error: unknown;
}

/**
 * The same call of the map on several records, one after the other, each with its own input (its
 * own version): it answers the records refused, with why; the resource is read again once, when all are answered.
 */
export function useApiBulkMutation<C extends Call, R>(c: C, { toInput, refreshes = [] }: { toInput: (record: R) => CallInput<C>; refreshes?: readonly string[] }) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useMutation<Refused<R>[], Error, readonly R[]>({
    mutationKey: [c.area, c.name],
    meta: { refreshes } satisfies WriteMeta,
    mutationFn: async (records) => {
      const refused: Refused<R>[] = [];
      for (const record of records) {
        try {
          await dataProvider.call(c, toInput(record));
        } catch (error) {
          refused.push({ record, error });
        }
      }
      return refused;
    },
  });
}
