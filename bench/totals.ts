// npm run bench:totals — goal 1 as the issue measured it, in requests/s: each list endpoint with its
// exact total against the same endpoint with no count at all. "No count" is this commit with
// bench/no-count.patch applied (the counters left out of the lists' statements, the totals
// answered as 0); both servers on the same data (`db:seed -- --scale BENCH_TOTALS_SIZE`, default
// 1,000,000), measured in alternating turns (bench/patchedAb.ts). The bench's in-process measure of
// the same thing is bench:api's "count" lines (the repository calls alone, without HTTP, the guard
// or serialisation).
import { patchedAb } from './patchedAb';

const LISTS = [
  ['suggestions, all', '/api/bugs?limit=25&page=0'],
  ['suggestions, not archived', '/api/bugs?limit=25&page=0&arquivados=false'],
  ['users, no search', '/api/users?limit=25&page=0'],
  ['HR requests, Férias unanswered', `/api/questoesrh?limit=10&page=0&respondidos=false&tipo=${encodeURIComponent('Férias')}`],
  ['HR requests, all', '/api/questoesrh?limit=10&page=0'],
  ['HR requests, answered', '/api/questoesrh?limit=10&page=0&respondidos=true'],
] as const;

export const totalsBench = () =>
  patchedAb({
    name: 'totals',
    patch: 'bench/no-count.patch',
    whenStale: 'the counters left out of listSuggestions, listUsers and listHrRequests',
    variants: ['with its exact total', 'no count'],
    cases: LISTS,
    size: Number(process.env.BENCH_TOTALS_SIZE ?? 1_000_000),
  });
