// Servers for the benchmarks, each in its own process (the load generator stays in the bench's
// process, so what is measured is the server's throughput), and their resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `node --import tsx <script>`: one process (no wrapper), so its pid is the server's. */
function node(script: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * The last 64 KiB a child wrote, for an error message. Keeping all of it would make the bench's
 * process (which also runs the load generator) copy every log line a server under load writes.
 */
function outputTail(child: ChildProcess): () => string {
  const LIMIT = 64 * 1024;
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail += chunk;
    if (tail.length > 2 * LIMIT) tail = tail.slice(-LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail.slice(-LIMIT);
}

/** Runs a script to its end; its output is shown only if it fails. */
export async function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<string> {
  const child = node(script, env, args);
  const output = outputTail(child);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output()}`);
  return output();
}

/**
 * The servers still running, stopped when the bench's process ends before it stops them (an
 * uncaught error; its output cut short, e.g. piped into `head`): they were left running, each with
 * its demo database, and the next bench measured beside them.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Starts a server script on a free loopback port and waits until `readyPath` answers. */
export async function startServer(script: string, env: Record<string, string>, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = node(script, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output = outputTail(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} stopped (${child.exitCode}):\n${output()}`);
    if (await fetch(`${url}${readyPath}`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyPath} in 5 minutes:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time a process has used so far (user + system, Linux /proc), in milliseconds. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; after the command's ')' they are the 12th and 13th, in clock ticks (100 a second).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process now and at its peak (Linux /proc), in MiB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
