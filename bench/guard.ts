// npm run bench:guard — goal 5 on the same request: the API with its token check against the same
// API with none. "No check" is this commit with bench/no-check.patch applied (the guard checks the
// first signed-in request, then lets every later one through as that user without reading its
// token); both servers on the same data (`db:seed -- --scale BENCH_GUARD_SIZE`, default 10,000),
// measured in alternating turns (bench/patchedAb.ts). bench:api's "token check" line compares
// verifytoken with /api/health instead: two different answers, not only the check.
import { patchedAb } from './patchedAb';

export const guardBench = () =>
  patchedAb({
    name: 'guard',
    patch: 'bench/no-check.patch',
    whenStale: 'the guard lets every request after the first signed-in one through as its user',
    variants: ['with its token check', 'no check'],
    cases: [
      ['GET /api/backoffice/verifytoken', '/api/backoffice/verifytoken'],
      ['GET /api/bugs page 0', '/api/bugs?limit=25&page=0'],
    ],
    size: Number(process.env.BENCH_GUARD_SIZE ?? 10_000),
  });
