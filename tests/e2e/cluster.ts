/**
 * The deployment of docs/deployment.md, on this machine, for tests/e2e/cluster.spec.ts: a throw-away
 * PostgreSQL database, N server processes on loopback ports (the compiled server, built as `npm run
 * build` builds it, run as the guide's systemd unit runs it: `node dist/server/main.js`), and
 * Debian's nginx in front of them, round-robin, with everything (configuration, pid, logs, temporary
 * files) in one temporary directory so that it runs without root and leaves nothing behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../..', import.meta.url).pathname;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerProcess {
  index: number;
  port: number;
  /** What nginx's $upstream_addr says for this process. */
  upstream: string;
  child?: ChildProcess;
  log: string;
}

export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'backoffice-cluster-'));
  readonly clientDir = join(this.dir, 'client');
  /** A copy of the migrations the processes run (MIGRATIONS_DIR): the upgrade adds one to it. */
  readonly migrationsDir = join(this.dir, 'migrations');
  readonly servers: ServerProcess[] = [];
  databaseUrl = '';
  private databaseName = '';
  private nginx?: ChildProcess;

  constructor(
    private readonly serverUrl: string,
    readonly nginxPort: number,
  ) {
    // nginx's worker (nobody, when the master runs as root) writes its temporary files here.
    chmodSync(this.dir, 0o755);
  }

  get base(): string {
    return `http://127.0.0.1:${this.nginxPort}`;
  }

  async createDatabase(): Promise<void> {
    this.databaseName = `cluster_${randomBytes(5).toString('hex')}`;
    await this.sql(`CREATE DATABASE ${this.databaseName}`, this.serverUrl);
    const url = new URL(this.serverUrl);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
  }

  /** One statement on the cluster's database (or another), on a connection of its own. */
  async sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, url = this.databaseUrl): Promise<R[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * The client, built once into the temporary directory (as scripts/e2e-server.mjs does), and the
   * server into dist/server (its bundles import their packages from the project's node_modules).
   */
  buildClient(): void {
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', this.clientDir, '--emptyOutDir'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    const server = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--server-only'], { cwd: ROOT, encoding: 'utf8' });
    if (server.status !== 0) throw new Error(`building the server failed:\n${server.stdout}\n${server.stderr}`);
    cpSync(join(ROOT, 'src/server/db/migrations'), this.migrationsDir, { recursive: true });
  }

  async allocate(n: number): Promise<void> {
    for (let index = 0; index < n; index++) {
      const port = await freePort();
      this.servers.push({ index, port, upstream: `127.0.0.1:${port}`, log: join(this.dir, `server-${index}.log`) });
    }
  }

  /** Starts one server process (its JSON-lines log appended to its file); resolves once /api/ready answers 200. */
  async start(server: ServerProcess, args: string[] = []): Promise<void> {
    const log = openSync(server.log, 'a');
    const child = spawn(process.execPath, [join(ROOT, 'dist/server/main.js'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        MIGRATIONS_DIR: this.migrationsDir,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        CLIENT_DIR: this.clientDir,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
        NOTIFICATION_POLL_MS: '300',
        LOGIN_RATE_LIMIT: '100000',
      },
    });
    closeSync(log);
    server.child = child;
    const url = `http://${server.upstream}/api/ready`;
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`server ${server.index} exited with ${child.exitCode}:\n${this.tail(server)}`);
      if (await fetch(url).then((r) => r.status === 200, () => false)) return;
      await sleep(100);
    }
    throw new Error(`server ${server.index} not ready after 60 s:\n${this.tail(server)}`);
  }

  /** Sends a signal; resolves with the exit code and the time it took to exit. */
  async stop(server: ServerProcess, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
    const child = server.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
    const began = Date.now();
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    const code = await exited;
    return { code, ms: Date.now() - began };
  }

  tail(server: ServerProcess, lines = 30): string {
    return existsSync(server.log) ? readFileSync(server.log, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
  }

  /** nginx in front of every allocated server: round-robin, retrying a request a dead process could not take. */
  async startNginx(): Promise<void> {
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(this.dir, 'nginx', sub), { recursive: true });
    const conf = join(this.dir, 'nginx.conf');
    writeFileSync(conf, nginxConf(this.dir, this.nginxPort, this.servers.map((s) => s.upstream)));
    const test = spawnSync(NGINX, ['-t', '-c', conf, '-p', this.dir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    this.nginx = spawn(NGINX, ['-c', conf, '-p', this.dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    this.nginx.stderr?.on('data', (d) => (stderr += d));
    for (let i = 0; i < 100; i++) {
      if (this.nginx.exitCode !== null) throw new Error(`nginx exited with ${this.nginx.exitCode}: ${stderr}${this.nginxErrors()}`);
      // nginx's own answer: a probe through the upstreams before the servers are up would mark every one
      // failed for fail_timeout, and the first requests after they start would get 502 (1 run in 3).
      if (await fetch(`${this.base}${NGINX_ALIVE}`).then((res) => res.status === 204, () => false)) return;
      await sleep(100);
    }
    throw new Error(`nginx is not listening on ${this.nginxPort}: ${stderr}${this.nginxErrors()}`);
  }

  nginxErrors(): string {
    const file = join(this.dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  /** Lines of nginx's access log: "<status> <upstream addresses tried> <method> <uri>". */
  accessLog(): string[] {
    const file = join(this.dir, 'access.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  async dispose(): Promise<void> {
    await Promise.allSettled(this.servers.map((s) => this.stop(s, 'SIGKILL')));
    if (this.nginx && this.nginx.exitCode === null) {
      const exited = new Promise((r) => this.nginx!.once('exit', r));
      this.nginx.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      if (this.nginx.exitCode === null) this.nginx.kill('SIGKILL');
    }
    if (this.databaseName) await this.sql(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`, this.serverUrl).catch(() => undefined);
    if (process.env.KEEP_CLUSTER_DIR) console.log(`cluster directory kept: ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Answered by nginx itself: it listens. */
const NGINX_ALIVE = '/nginx-alive';

/** The configuration docs/deployment.md describes, minus TLS (a test on loopback), every path under `dir`. */
export function nginxConf(dir: string, port: number, upstreams: string[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${dir}/nginx/client_body;
  proxy_temp_path ${dir}/nginx/proxy;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  log_format upstreams '$status "$upstream_addr" $request_method $request_uri';
  access_log ${dir}/access.log upstreams;

  upstream backoffice {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 21m;
    # The harness's check that nginx listens, answered by nginx itself (not in docs/deployment.md).
    location = ${NGINX_ALIVE} { return 204; }
    location / {
      proxy_pass http://backoffice;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that refuses the connection or is stopping (503) gets the request's next try elsewhere.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      # Which process answered (the test's evidence; harmless, but drop it in production if you like).
      add_header X-Upstream $upstream_addr always;
    }
    # The open screens' event streams (docs/concurrency.md, "Events"): each event passed on at once,
    # a stream kept open between the server's 20 s heartbeats.
    location = /api/events {
      proxy_pass http://backoffice;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
