/**
 * Early queries: the back-office starting at an address draws its screen with the rows already in
 * the query cache. The reads of that address are asked before React is evaluated (earlyReads.ts);
 * without this, the screen's first drawing showed placeholders, its queries started once it was
 * drawn and took those answers, and a second drawing showed the rows.
 *
 * The queries a screen makes within RECORD_MS of a start at its address are remembered by their
 * keys (this browser, beside the address's reads; forgotten at sign-out). At the next start there,
 * each remembered query is run into the cache as the query client is made, before anything is
 * drawn, on the early answers that have come and are successes only (http.ts `earlyAnswersOnly`):
 * a query without one asks nothing, and an answer still coming or refused is left to the screen's
 * own read, as before (its retry policy counts it as its first try). An answer run into the cache
 * counts as fresh for SEED_FRESH_MS, so the screen drawn meanwhile does not ask it again. A query is
 * replayed only if the client knows how to ask it again and get what it keeps: a react-admin list
 * (`[resource, 'getList', params]`) or a read of the endpoint map made by useApi.ts's callQuery
 * (`[area, call, input]`, the call's answer as it is; a query under such a key that keeps something
 * else is not marked so).
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { ALL_CALLS, type Call, type CallInput } from '../../contract/api';
import type { GetListParams } from 'react-admin';
import type { BackofficeDataProvider } from './dataProvider';
import { earlyAnswersOnly } from './http';
import { QUERIES_KEY, RECORD_MS, remembered, remember } from './earlyReads';
import { callQuery } from './useApi';

const MOST_QUERIES = 8;
/** How long an answer run into the cache counts as fresh for the screen it was run for (it was asked at the start). */
const SEED_FRESH_MS = 2000;

type Replay = () => Promise<unknown>;

/** How to run a query again from its key alone, if the client knows how. */
function replayOf(key: QueryKey, provider: BackofficeDataProvider): Replay | undefined {
  const [resource, verb, params] = key;
  if (typeof resource !== 'string' || typeof verb !== 'string') return undefined;
  if (verb === 'getList')
    // react-admin's useGetList: its query function and what it keeps of the answer.
    return params && typeof params === 'object'
      ? () => provider.getList(resource, params as GetListParams).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }))
      : undefined;
  const c: Call | undefined = ALL_CALLS.find((one) => one.area === resource && one.name === verb);
  if (!c || c.method !== 'GET' || c.audited) return undefined;
  // The input the call was made with, as its key kept it.
  return callQuery(provider, c, params as CallInput<Call> | undefined).queryFn;
}

/**
 * The back-office starts at `pathname` with this query client: runs the queries remembered for that
 * address into it, and remembers the ones its screen makes now for the next start.
 */
export function startQueriesAt(pathname: string, client: QueryClient, provider: BackofficeDataProvider): void {
  const until = performance.now() + RECORD_MS;
  const keys: QueryKey[] = [];
  /** `key` as one of this start's queries, remembered for the next start here. */
  const keep = (key: QueryKey) => {
    if (performance.now() > until || keys.length >= MOST_QUERIES || keys.some((kept) => JSON.stringify(kept) === JSON.stringify(key))) return;
    keys.push(key);
    remember(QUERIES_KEY, pathname, keys);
  };
  // A query whose answer its replay gives again: react-admin's list, or a read of the map made by callQuery (useApi.ts).
  const replayable = ({ queryKey, meta }: Query) => (queryKey[1] === 'getList' || meta?.answerOfCall === true) && replayOf(queryKey, provider) !== undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (performance.now() > until) return unsubscribe();
    if (event.type === 'added' && replayable(event.query)) keep(event.query.queryKey);
  });
  for (const key of remembered<unknown>(QUERIES_KEY)[pathname] ?? []) {
    if (!Array.isArray(key)) continue;
    const replay = replayOf(key, provider);
    if (!replay) continue;
    earlyAnswersOnly(replay).then(
      (data) => {
        client.setQueryData(key, data, { updatedAt: Date.now() + SEED_FRESH_MS });
        keep(key);
      },
      // None came yet, or a refusal: the screen's own read takes it.
      () => undefined,
    );
  }
}
