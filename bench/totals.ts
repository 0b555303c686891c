// npm run bench:totals — goal 1 as the issue measured it, in requests/s: each list endpoint with its
// exact total against the same endpoint with no count at all. "No count" is this commit with
// bench/no-count.patch applied (the counters left out of the lists' statements, the totals
// answered as 0), in a git worktree of its own. Both servers serve the same data
// (`db:seed -- --scale BENCH_TOTALS_SIZE`, default 1,000,000), both running, measured one at a
// time in BENCH_ROUNDS turns each per list (which goes first alternates); autocannon with 10
// connections, BENCH_SECONDS a turn after 2 s of warm-up on every list. On PGlite and, when
// DATABASE_URL names a PostgreSQL server, on a throw-away database there too. The bench's
// in-process measure of the same thing is bench:api's "count" lines (the repository calls alone,
// without HTTP, the guard or serialisation).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, signIn } from './load';
import { cpuMsOf, runScript, startServer, type ServerProcess } from './processes';
import { pgliteStore, postgresStore } from './stores';

const root = new URL('..', import.meta.url).pathname;
const SIZE = Number(process.env.BENCH_TOTALS_SIZE ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const LISTS: [string, string][] = [
  ['suggestions, all', '/api/bugs?limit=25&page=0'],
  ['suggestions, not archived', '/api/bugs?limit=25&page=0&arquivados=false'],
  ['users, no search', '/api/users?limit=25&page=0'],
  ['HR requests, Férias unanswered', `/api/questoesrh?limit=10&page=0&respondidos=false&tipo=${encodeURIComponent('Férias')}`],
  ['HR requests, all', '/api/questoesrh?limit=10&page=0'],
  ['HR requests, answered', '/api/questoesrh?limit=10&page=0&respondidos=true'],
];

/** This commit with the counters left out, in a worktree of its own; `remove()` deletes it. */
function noCountTree(): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'bench-totals-tree-'));
  const dir = join(parent, 'tree');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('worktree', 'add', '--detach', dir, 'HEAD');
  try {
    execFileSync('git', ['apply', join(root, 'bench/no-count.patch')], { cwd: dir, stdio: 'pipe' });
  } catch (err) {
    git('worktree', 'remove', '--force', dir);
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`bench/no-count.patch no longer applies to this commit's lists: write it again (the counters left out of listSuggestions, listUsers and listHrRequests).\n${(err as { stderr?: Buffer }).stderr ?? err}`);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      git('worktree', 'remove', '--force', dir);
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

type Variant = 'with total' | 'no count';

/**
 * Each list's requests/s with its total and with none. Both servers run from the start, one idle
 * while the other is measured, and the measures alternate list by list in turns of BENCH_SECONDS
 * (which goes first alternates): a slower minute of this shared machine falls on both, not on one
 * server's whole round, as it did when each round started the servers anew (rounds then moved by
 * ±0.2 in one run).
 */
async function compare(label: string, envs: Record<Variant, Record<string, string>>, trees: Record<Variant, string>): Promise<void> {
  const variants: Variant[] = ['no count', 'with total'];
  const servers = new Map<Variant, ServerProcess>();
  try {
    for (const variant of variants) servers.set(variant, await startServer(join(trees[variant], 'src/server/main.ts'), envs[variant], '/api/health'));
    const auth = new Map(await Promise.all(variants.map(async (v) => [v, await signIn(servers.get(v)!)] as const)));
    const urlOf = (v: Variant, path: string) => `${servers.get(v)!.url}${path}`;
    // Every list on both servers first: the first list measured ran 20–40% slower than the rest
    // when each list had only its own warm-up (code still being compiled).
    for (const [, path] of LISTS) for (const v of variants) await measure(urlOf(v, path), { headers: auth.get(v), seconds: 2, warmUp: false });
    for (const [name, path] of LISTS) {
      const url = (v: Variant) => urlOf(v, path);
      const by = { 'with total': { rps: [] as number[], cpu: [] as number[] }, 'no count': { rps: [] as number[], cpu: [] as number[] } };
      const { pagination } = (await (await fetch(url('with total'), { headers: auth.get('with total') })).json()) as { pagination: { total: number } };
      for (let turn = 0; turn < ROUNDS; turn++) {
        for (const v of turn % 2 ? [...variants].reverse() : variants) {
          const pid = servers.get(v)!.pid;
          const before = cpuMsOf(pid);
          const result = await measure(url(v), { headers: auth.get(v), seconds: SECONDS, warmUp: false });
          by[v].rps.push(result.rps);
          by[v].cpu.push(((cpuMsOf(pid) - before) * 1000) / result.requests);
        }
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const each = by['with total'].rps.map((w, i) => (w / by['no count'].rps[i]).toFixed(2)).join(', ');
      const cpu = (v: Variant) => `${(sum(by[v].cpu) / ROUNDS).toFixed(0)} µs`;
      console.log(`totals   ${label} ${name.padEnd(31)} ${(sum(by['with total'].rps) / ROUNDS).toFixed(0).padStart(5)} req/s with its total (${pagination.total}), ${(sum(by['no count'].rps) / ROUNDS).toFixed(0).padStart(5)} with no count; server CPU per answer ${cpu('with total')} and ${cpu('no count')}`);
      console.log(`totals   ${label} ${name.padEnd(31)} with its exact total ÷ no count: ${(sum(by['with total'].rps) / sum(by['no count'].rps)).toFixed(2)}x in requests/s (each turn: ${each})`);
    }
  } finally {
    for (const server of servers.values()) await server.stop();
  }
}

export async function totalsBench(): Promise<void> {
  const tree = noCountTree();
  try {
    const trees = { 'with total': root, 'no count': tree.dir };
    if (!process.env.DATABASE_URL) console.log('totals   (set DATABASE_URL=postgres://… to measure PostgreSQL too)');
    for (const open of [pgliteStore, ...(process.env.DATABASE_URL ? [postgresStore] : [])]) {
      const store = await open('totals');
      // Two servers cannot share an embedded data directory: the second runs on a copy of the seeded one.
      const copy = store.env.DATA_DIR && `${store.env.DATA_DIR}-copy`;
      try {
        const env = { ...store.env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', NOTIFICATION_POLL_MS: '600000' };
        await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(SIZE)]);
        if (copy) cpSync(store.env.DATA_DIR, copy, { recursive: true });
        await compare(`${store.label} ${SIZE}`, { 'with total': env, 'no count': copy ? { ...env, DATA_DIR: copy } : env }, trees);
      } finally {
        if (copy) rmSync(copy, { recursive: true, force: true });
        await store.cleanup();
      }
    }
  } finally {
    tree.remove();
  }
}
