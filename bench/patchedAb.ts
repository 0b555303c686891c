// This commit against itself with a patch applied (bench/*.patch, in a git worktree of its own), in
// requests/s: both servers serve the same data (`db:seed -- --scale size`), both running, measured
// one at a time in BENCH_ROUNDS turns each per case (which goes first alternates); autocannon with
// 10 connections, BENCH_SECONDS a turn after 2 s of warm-up on every case. On PGlite and, when
// DATABASE_URL names a PostgreSQL server, on a throw-away database there too. What bench:totals
// (the lists with no count) and bench:guard (the API with no token check) share.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, signIn } from './load';
import { cpuMsOf, runScript, startServer, type ServerProcess } from './processes';
import { pgliteStore, postgresStore } from './stores';

const root = new URL('..', import.meta.url).pathname;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface PatchedAb {
  /** The bench's name, which starts its lines. */
  name: string;
  /** The patch (a path from the project's root) and what to write again when it no longer applies. */
  patch: string;
  whenStale: string;
  /** This commit's variant, then the patched one, as the lines name them. */
  variants: readonly [string, string];
  /** What is measured, by name: a path requested as the demo admin. */
  cases: readonly (readonly [string, string])[];
  /** Suggestions to seed (`db:seed -- --scale`). */
  size: number;
}

/** This commit with the patch applied, in a worktree of its own; `remove()` deletes it. */
function patchedTree({ name, patch, whenStale }: PatchedAb): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), `bench-${name}-tree-`));
  const dir = join(parent, 'tree');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  const remove = () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(parent, { recursive: true, force: true });
  };
  git('worktree', 'add', '--detach', dir, 'HEAD');
  try {
    execFileSync('git', ['apply', join(root, patch)], { cwd: dir, stdio: 'pipe' });
  } catch (err) {
    remove();
    throw new Error(`${patch} no longer applies to this commit: write it again (${whenStale}).\n${(err as { stderr?: Buffer }).stderr ?? err}`);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove };
}

/**
 * Each case's requests/s on both servers. Both run from the start, one idle while the other is
 * measured, and the measures alternate case by case in turns of BENCH_SECONDS (which goes first
 * alternates): a slower minute of this shared machine falls on both, not on one server's whole
 * round, as it did when each round started the servers anew (rounds then moved by ±0.2 in one run).
 */
async function compare(spec: PatchedAb, label: string, envs: readonly Record<string, string>[], trees: readonly string[]): Promise<void> {
  const [ours, patched] = spec.variants;
  const servers: ServerProcess[] = [];
  try {
    for (const [at, tree] of trees.entries()) servers.push(await startServer(join(tree, 'src/server/main.ts'), envs[at], '/api/health'));
    const auth = await Promise.all(servers.map((server) => signIn(server)));
    const both = [0, 1];
    // Every case on both servers first: the first case measured ran 20–40% slower than the rest
    // when each had only its own warm-up (code still being compiled).
    for (const [, path] of spec.cases) for (const v of both) await measure(`${servers[v].url}${path}`, { headers: auth[v], seconds: 2, warmUp: false });
    for (const [name, path] of spec.cases) {
      const by = both.map(() => ({ rps: [] as number[], cpu: [] as number[] }));
      const answer = (await (await fetch(`${servers[0].url}${path}`, { headers: auth[0] })).json()) as { pagination?: { total: number } };
      for (let turn = 0; turn < ROUNDS; turn++) {
        for (const v of turn % 2 ? [...both].reverse() : both) {
          const before = cpuMsOf(servers[v].pid);
          const result = await measure(`${servers[v].url}${path}`, { headers: auth[v], seconds: SECONDS, warmUp: false });
          by[v].rps.push(result.rps);
          by[v].cpu.push(((cpuMsOf(servers[v].pid) - before) * 1000) / result.requests);
        }
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const rps = (v: number) => (sum(by[v].rps) / ROUNDS).toFixed(0).padStart(5);
      const cpu = (v: number) => `${(sum(by[v].cpu) / ROUNDS).toFixed(0)} µs`;
      const each = by[0].rps.map((w, i) => (w / by[1].rps[i]).toFixed(2)).join(', ');
      const total = answer.pagination ? ` (total ${answer.pagination.total})` : '';
      const line = `${spec.name.padEnd(8)} ${label} ${name.padEnd(31)}`;
      console.log(`${line} ${rps(0)} req/s ${ours}${total}, ${rps(1)} ${patched}; server CPU per answer ${cpu(0)} and ${cpu(1)}`);
      console.log(`${line} ${ours} ÷ ${patched}: ${(sum(by[0].rps) / sum(by[1].rps)).toFixed(2)}x in requests/s, ${(sum(by[0].cpu) / sum(by[1].cpu)).toFixed(2)}x in server CPU (each turn, requests/s: ${each})`);
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The comparison on each database, its data seeded once per database. */
export async function patchedAb(spec: PatchedAb): Promise<void> {
  const tree = patchedTree(spec);
  try {
    if (!process.env.DATABASE_URL) console.log(`${spec.name.padEnd(8)} (set DATABASE_URL=postgres://… to measure PostgreSQL too)`);
    for (const open of [pgliteStore, ...(process.env.DATABASE_URL ? [postgresStore] : [])]) {
      const store = await open(spec.name);
      // Two servers cannot share an embedded data directory: the second runs on a copy of the seeded one.
      const copy = store.env.DATA_DIR && `${store.env.DATA_DIR}-copy`;
      try {
        const env = { ...store.env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', NOTIFICATION_POLL_MS: '600000' };
        await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(spec.size)]);
        if (copy) cpSync(store.env.DATA_DIR, copy, { recursive: true });
        await compare(spec, `${store.label} ${spec.size}`, [env, copy ? { ...env, DATA_DIR: copy } : env], [root, tree.dir]);
      } finally {
        if (copy) rmSync(copy, { recursive: true, force: true });
        await store.cleanup();
      }
    }
  } finally {
    tree.remove();
  }
}
