/**
 * The screens' hooks for the calls of the endpoint map beyond react-admin's verbs, on react-admin's
 * data provider (useDataProvider: a 401 signs out as for any react-admin call) and its query cache,
 * keyed as react-admin keys its own: `[resource, call, input]`. A change through any of them, or
 * through react-admin's useUpdate/useCreate/useDelete, refreshes every mounted screen showing that
 * resource: `refreshResource(queryClient, 'tutorias')` invalidates every key that starts with it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Call, CallAnswer } from '../../contract/api/call';
import type { BackofficeDataProvider, CallOptions, InputOf } from './dataProvider';

/** The query key of a call: react-admin's `[resource, method, params]`. */
export const callKey = <C extends Call>(c: C, input?: unknown) => (input === undefined ? [c.area, c.name] : [c.area, c.name, input]);

/** Every query of these resources (react-admin's getList/getOne and the calls of the map) is read again. */
export const refreshResources = (queryClient: QueryClient, resources: readonly string[]) =>
  Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));

/** Reads one call of the map, cached under its resource. */
export function useApiQuery<C extends Call>(c: C, input: InputOf<C>, options: Omit<UseQueryOptions<CallAnswer<C>>, 'queryKey' | 'queryFn'> = {}) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery<CallAnswer<C>>({ queryKey: callKey(c, input ?? undefined), queryFn: () => dataProvider.call(c, input), ...options });
}

/**
 * A call of the map that changes something: once it succeeds, every screen showing its resource
 * (and `refreshes`, the other resources it changes) reads again.
 */
export function useApiMutation<C extends Call, Vars = InputOf<C>>(
  c: C,
  { toInput, refreshes = [], options }: { toInput?: (vars: Vars) => InputOf<C>; refreshes?: readonly string[]; options?: CallOptions } = {},
) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<CallAnswer<C>, Error, Vars>({
    mutationFn: (vars) => dataProvider.call(c, toInput ? toInput(vars) : (vars as InputOf<C>), options),
    onSettled: () => refreshResources(queryClient, [c.area, ...refreshes]),
  });
}
