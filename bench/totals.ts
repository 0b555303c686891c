// npm run bench:totals — goal 1 as the issue measured it, in requests/s: each list endpoint with its
// exact total against the same endpoint with no count at all. "No count" is this commit with
// bench/no-count.patch applied (the counters left out of the lists' statements, the totals
// answered as 0), in a git worktree of its own. Both servers serve the same data
// (`db:seed -- --scale BENCH_TOTALS_SIZE`, default 1,000,000), one at a time, taking turns for
// BENCH_ROUNDS rounds (which goes first alternates); autocannon with 10 connections, BENCH_SECONDS
// each after 2 s of warm-up. On PGlite and, when DATABASE_URL names a PostgreSQL server, on a
// throw-away database there too. The bench's in-process measure of the same thing is bench:api's
// "count" lines (the repository calls alone, without HTTP, the guard or serialisation).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, signIn } from './load';
import { cpuMsOf, runScript, startServer } from './processes';
import { throwawayDatabase } from './throwawayDatabase';

const root = new URL('..', import.meta.url).pathname;
const SIZE = Number(process.env.BENCH_TOTALS_SIZE ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const LISTS: [string, string][] = [
  ['suggestions, all', '/api/bugs?limit=25&page=0'],
  ['suggestions, not archived', '/api/bugs?limit=25&page=0&arquivados=false'],
  ['users, no search', '/api/users?limit=25&page=0'],
  ['HR requests, Férias unanswered', `/api/questoesrh?limit=10&page=0&respondidos=false&tipo=${encodeURIComponent('Férias')}`],
];

/** This commit with the counters left out, in a worktree of its own; `remove()` deletes it. */
function noCountTree(): { dir: string; remove: () => void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'bench-totals-')), 'tree');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('worktree', 'add', '--detach', dir, 'HEAD');
  try {
    execFileSync('git', ['apply', join(root, 'bench/no-count.patch')], { cwd: dir, stdio: 'pipe' });
  } catch (err) {
    git('worktree', 'remove', '--force', dir);
    throw new Error(`bench/no-count.patch no longer applies to this commit's lists: write it again (the counters left out of listSuggestions, listUsers and listHrRequests).\n${(err as { stderr?: Buffer }).stderr ?? err}`);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => git('worktree', 'remove', '--force', dir) };
}

/** Each list's requests/s with its total and with none, round by round, on one store's data. */
async function compare(label: string, env: Record<string, string>, trees: Record<'with total' | 'no count', string>): Promise<void> {
  const rps = new Map(LISTS.map(([name]) => [name, { 'with total': [] as number[], 'no count': [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = (round % 2 ? ['with total', 'no count'] : ['no count', 'with total']) as (keyof typeof trees)[];
    for (const variant of order) {
      const server = await startServer(join(trees[variant], 'src/server/main.ts'), env, '/api/health');
      try {
        const auth = await signIn(server);
        for (const [name, path] of LISTS) {
          const url = `${server.url}${path}`;
          const { pagination } = (await (await fetch(url, { headers: auth })).json()) as { pagination: { total: number } };
          await measure(url, { headers: auth, seconds: 2, warmUp: false });
          const before = cpuMsOf(server.pid);
          const result = await measure(url, { headers: auth, seconds: SECONDS, warmUp: false });
          const cpu = ((cpuMsOf(server.pid) - before) * 1000) / result.requests;
          rps.get(name)![variant].push(result.rps);
          console.log(`totals   ${label} round ${round + 1} ${variant.padEnd(10)} ${name.padEnd(31)} ${result.rps.toFixed(0).padStart(5)} req/s  p99 ${String(result.p99).padStart(3)} ms  server CPU ${cpu.toFixed(0)} µs/answer  (total ${pagination.total})`);
        }
      } finally {
        await server.stop();
      }
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  for (const [name, by] of rps) {
    const each = by['with total'].map((w, i) => (w / by['no count'][i]).toFixed(2)).join(', ');
    console.log(`totals   ${label} ${name.padEnd(31)} with its exact total ÷ no count: ${(sum(by['with total']) / sum(by['no count'])).toFixed(2)}x in requests/s (each round: ${each})`);
  }
}

export async function totalsBench(): Promise<void> {
  const tree = noCountTree();
  try {
    const trees = { 'with total': root, 'no count': tree.dir };
    const dir = mkdtempSync(join(tmpdir(), 'bench-totals-data-'));
    const stores: [string, Record<string, string>, () => Promise<void>][] = [['PGlite', { DATA_DIR: dir, DATABASE_URL: '' }, async () => rmSync(dir, { recursive: true, force: true })]];
    if (process.env.DATABASE_URL) {
      const db = await throwawayDatabase('bench_totals');
      stores.push(['PostgreSQL', { DATABASE_URL: db.url }, db.drop]);
    } else console.log('totals   (set DATABASE_URL=postgres://… to measure PostgreSQL too)');
    for (const [label, storeEnv, cleanup] of stores) {
      try {
        const env = { ...storeEnv, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', NOTIFICATION_POLL_MS: '600000' };
        await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(SIZE)]);
        await compare(`${label} ${SIZE}`, env, trees);
      } finally {
        await cleanup();
      }
    }
  } finally {
    tree.remove();
  }
}
