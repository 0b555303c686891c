import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { signIn } from './pages';
import { Cluster, ROOT } from './cluster';

/**
 * docs/deployment.md, done on this machine: PostgreSQL (a throw-away database on TEST_DATABASE_URL's
 * server), three server processes on loopback ports, Debian's nginx in front, round-robin. Every
 * request of the browser may land on a different process. Runs alone, after the other projects
 * (playwright.config.ts); on its own: `npx playwright test --project=cluster --no-deps`.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 8291);
const PROCESSES = 3;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${NGINX_PORT}` });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  if (!SERVER_URL) {
    throw new Error('The cluster test needs PostgreSQL: set TEST_DATABASE_URL=postgres://user:password@localhost:5432/postgres (CI sets it in .ci/run).');
  }
  cluster = new Cluster(SERVER_URL, NGINX_PORT);
  await cluster.createDatabase();
  cluster.buildClient();
  await cluster.allocate(PROCESSES);
  await cluster.startNginx();
});

test.afterAll(async () => {
  await cluster?.dispose();
});

const journal = () =>
  (JSON.parse(readFileSync(join(cluster.migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] }).entries;

async function appliedMigrations(): Promise<[number, number][]> {
  const rows = await cluster.sql<{ created_at: string; n: number }>('SELECT created_at, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY created_at ORDER BY created_at');
  return rows.map((r) => [Number(r.created_at), r.n]);
}

/** Records which process answered each API response the page got (nginx's X-Upstream), and any failure. */
function watch(page: Page) {
  const upstreams: string[] = [];
  const failures: string[] = [];
  const onResponse = (r: Response) => {
    // Only the answers to requests sent from now on: one sent before (to a process killed since) may
    // still be reported after this starts watching.
    if (!sent.has(r.request()) || !new URL(r.url()).pathname.startsWith('/api/')) return;
    upstreams.push(r.headers()['x-upstream'] ?? '(none)');
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  };
  // Only requests sent from now on: an events stream that was open on a process killed just before
  // is cut with it (net::ERR_INCOMPLETE_CHUNKED_ENCODING) and reopened, and that reopening is watched.
  const sent = new WeakSet<Request>();
  const onRequest = (r: Request) => sent.add(r);
  // A request the page itself cancelled by navigating on (net::ERR_ABORTED) is no server failure:
  // through nginx, a process that fails shows as a 502/504 response.
  const onFailed = (r: Request) => {
    if (sent.has(r) && r.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed ${r.url()}: ${r.failure()?.errorText}`);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  return { upstreams, failures };
}

/** A few screens of the administrator, each with its data on screen. */
async function openScreens(page: Page): Promise<void> {
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26); // the header and a page of 25
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Histórico de notificações' })).toBeVisible();
  await page.goto('/admin/suggestions');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('user-name')).toBeVisible();
}

test('three processes started at once on an empty database migrate it once and all serve', async () => {
  test.setTimeout(120_000);
  await Promise.all(cluster.servers.map((s) => cluster.start(s)));
  expect(await appliedMigrations()).toEqual(journal().map((e) => [e.when, 1]));
  // The demo data, written once (db:seed) while the three serve.
  const seed = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/db/seed/cli.ts'), '--app-users', '80'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl, MIGRATIONS_DIR: cluster.migrationsDir },
  });
  expect(seed.status, seed.stderr).toBe(0);
  // Round-robin: six probes through nginx reach all three.
  const answered = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${cluster.base}/api/ready`);
    expect(res.status).toBe(200);
    answered.add(res.headers.get('x-upstream') ?? '');
  }
  expect([...answered].sort()).toEqual(cluster.servers.map((s) => s.upstream).sort());
});

test('a browser session signed in through nginx works whichever process answers', async ({ page }) => {
  const { upstreams, failures } = watch(page);
  await signIn(page, 'admin');
  await openScreens(page);
  expect(failures).toEqual([]);
  const distinct = new Set(upstreams);
  expect(distinct.size, `answered by ${[...distinct].join(', ')}`).toBeGreaterThanOrEqual(2);
  for (const u of distinct) expect(cluster.servers.map((s) => s.upstream)).toContain(u);
});

/** The answer that opens the page's events stream (a page load opens a new one). */
const streamOpened = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);

/** Signed in as admin on the suggestions: the process holding the events stream (its answer says which; the stream goes through nginx like every call). */
async function suggestionsWithStream(page: Page): Promise<string | undefined> {
  await signIn(page, 'admin');
  // Waited for once the new page has replaced the old one: the signed-in page's own stream, still
  // being answered on a busy machine, was taken for this one (and the process killed was not the
  // one holding the page's stream: the change arrived live and no reconnect ever came).
  await page.goto('/admin/suggestions', { waitUntil: 'commit' });
  const stream = streamOpened(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  return (await stream).headers()['x-upstream'];
}

/** A suggestion sent straight to one process with the page's session (not through nginx). */
async function suggestThrough(page: Page, server: { port: number }, mensagem: string): Promise<void> {
  const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
  const res = await fetch(`http://127.0.0.1:${server.port}/api/bugs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify({ mensagem }),
  });
  expect(res.status).toBe(201);
}

test('a change made through one process reaches a browser whose events stream is on another', async ({ page }) => {
  const holder = await suggestionsWithStream(page);
  expect(cluster.servers.map((s) => s.upstream)).toContain(holder);
  const other = cluster.servers.find((s) => s.upstream !== holder && s.child);
  expect(other, 'another process is up').toBeDefined();
  // The change goes straight to that other process.
  const mensagem = `Cluster: em direto ${Date.now().toString(36)}`;
  await suggestThrough(page, other!, mensagem);
  await expect(page.getByText(mensagem)).toBeVisible();
});

test('the events stream survives the SIGKILL of its process: it reconnects through nginx and catches up on what it missed', async ({ page }) => {
  const holder = await suggestionsWithStream(page);
  const victim = cluster.servers.find((s) => s.upstream === holder)!;
  expect(victim, 'the process holding the stream').toBeDefined();
  let loads = 0;
  page.on('load', () => loads++);
  const reconnected = streamOpened(page);
  expect((await cluster.stop(victim, 'SIGKILL')).code).toBeNull();
  // Written while the browser has no stream: it can only arrive through the reconnect's Last-Event-ID.
  const mensagem = `Cluster: enquanto caído ${Date.now().toString(36)}`;
  await suggestThrough(page, cluster.servers.find((s) => s !== victim && s.child)!, mensagem);
  expect((await reconnected).headers()['x-upstream']).not.toBe(victim.upstream);
  await expect(page.getByText(mensagem)).toBeVisible();
  expect(loads).toBe(0);

  await cluster.start(victim);
  await backInRotation(victim.upstream);
});

test('a process killed (SIGKILL) mid-session: the session goes on on the others, and it rejoins', async ({ page }) => {
  await signIn(page, 'admin');
  const victim = cluster.servers[1];
  const killed = await cluster.stop(victim, 'SIGKILL');
  expect(killed.code).toBeNull(); // killed, not exited
  const { upstreams, failures } = watch(page);
  await openScreens(page);
  // A suggestion written and read back through nginx, with the browser's session.
  const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
  const text = `Sugestão do cluster ${Date.now()}`;
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/api/bugs', { headers: { 'access-token': token }, data: { mensagem: `${text} ${i}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/admin/suggestions');
  await expect(page.getByText(`${text} 2`)).toBeVisible();
  expect(failures).toEqual([]);
  expect(upstreams.length).toBeGreaterThan(5);
  // Only the two others answered (nginx may have tried the dead one first: "dead, other" in X-Upstream).
  const answeredBy = new Set(upstreams.map((u) => u.split(', ').at(-1)));
  expect([...answeredBy].sort()).toEqual(cluster.servers.filter((s) => s !== victim).map((s) => s.upstream).sort());

  await cluster.start(victim);
  await backInRotation(victim.upstream);
});

/** Waits until nginx sends requests to this process again (after its fail_timeout, 2 s here). */
async function backInRotation(upstream: string): Promise<void> {
  await expect
    .poll(async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) seen.add((await fetch(`${cluster.base}/api/health`)).headers.get('x-upstream') ?? '');
      return seen.has(upstream);
    }, { timeout: 15_000 })
    .toBe(true);
}

test('a notification due in a few seconds is delivered exactly once by three competing senders', async ({ page }) => {
  await signIn(page, 'admin');
  const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;
  const headers = { 'access-token': token };
  const titulo = `Cluster ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/notifications', {
    headers,
    data: { titulo, mensagem: 'Entregue uma vez só.', url: '', date: new Date(Date.now() + 4000).toISOString(), tipo: 'geral', extra: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { _id: string } }).data._id;

  const [{ users }] = await cluster.sql<{ users: number }>('SELECT count(*)::int AS users FROM users');
  expect(users).toBeGreaterThan(80);
  let view: { sent: boolean; recievedBy: number } | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await page.request.get('/api/notifications/all', { headers })).json()) as { data: { _id: string; sent: boolean; recievedBy: number }[] };
        view = all.data.find((n) => n._id === id);
        return view?.sent;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(view?.recievedBy).toBe(users);
  const [deliveries] = await cluster.sql<{ rows: number; distinct_users: number }>(
    `SELECT count(*)::int AS rows, count(DISTINCT user_id)::int AS distinct_users FROM notification_deliveries WHERE notification_id = '${id}'`,
  );
  expect(deliveries).toEqual({ rows: users, distinct_users: users });
  // Still once a few polls later (every process polls every 300 ms).
  await new Promise((r) => setTimeout(r, 1500));
  const [again] = await cluster.sql<{ rows: number }>(`SELECT count(*)::int AS rows FROM notification_deliveries WHERE notification_id = '${id}'`);
  expect(again.rows).toBe(users);
  // A recipient's inbox holds it once.
  const login = await page.request.post('/api/backoffice/login', { data: { username: 'default', password: 'demo' } });
  const userToken = ((await login.json()) as { token: string }).token;
  const inbox = (await (await page.request.get('/api/notifications/inbox?limit=200', { headers: { 'access-token': userToken } })).json()) as { data: { titulo: string }[] };
  expect(inbox.data.filter((n) => n.titulo === titulo)).toHaveLength(1);
  // No process logged a failed delivery.
  for (const s of cluster.servers) expect(cluster.tail(s, 10_000)).not.toMatch(/duplicate key|notification_deliveries_pkey/);
});

test('a rolling restart onto a version with a new migration: applied once, before the new processes serve, no request lost', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin');
  const token = (await page.evaluate(() => localStorage.getItem('api_token')))!;

  // The "new version": the same code with one more migration in its migrations folder.
  const entries = journal();
  const last = entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_cluster_upgrade_probe`;
  const when = Math.max(Date.now(), last.when + 1);
  writeFileSync(
    join(cluster.migrationsDir, `${tag}.sql`),
    'CREATE TABLE "cluster_upgrade_probe" ("applied_at" timestamptz NOT NULL DEFAULT now(), "backend_pid" integer NOT NULL DEFAULT pg_backend_pid());\n--> statement-breakpoint\nINSERT INTO "cluster_upgrade_probe" DEFAULT VALUES;\n',
  );
  const journalFile = join(cluster.migrationsDir, 'meta/_journal.json');
  const parsed = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
  parsed.entries.push({ idx: last.idx + 1, version: '7', when, tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(parsed, null, 2));

  // Requests through nginx all along, as the browser's session.
  const statuses = new Map<number | string, number>();
  let running = true;
  const load = (async () => {
    while (running) {
      const status = await fetch(`${cluster.base}/api/users?limit=5`, { headers: { 'access-token': token } }).then((r) => r.status, (e: Error) => e.message);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const stops: { code: number | null; ms: number }[] = [];
  for (const server of cluster.servers) {
    stops.push(await cluster.stop(server, 'SIGTERM'));
    await cluster.start(server);
    // The restarted process serves only after the migration is in.
    expect((await cluster.sql<{ n: number }>('SELECT count(*)::int AS n FROM cluster_upgrade_probe'))[0].n).toBe(1);
    // nginx's checks are passive: a process it saw down stays out for fail_timeout. The next one is
    // stopped only once this one is back in rotation (stopping it sooner left nginx, now and then,
    // with no process it believed alive: a 502).
    await backInRotation(server.upstream);
  }
  running = false;
  await load;

  test.info().annotations.push({ type: 'SIGTERM to exit', description: stops.map((s) => `${s.ms} ms (exit ${s.code})`).join(', ') });
  test.info().annotations.push({ type: 'requests during the roll', description: JSON.stringify(Object.fromEntries(statuses)) });
  for (const stop of stops) {
    expect(stop.code, 'exit code after SIGTERM').toBe(0);
    expect(stop.ms).toBeLessThan(5000);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 200: statuses.get(200) });
  expect(statuses.get(200)).toBeGreaterThan(30);
  expect(await appliedMigrations()).toEqual(journal().map((e) => [e.when, 1]));
  expect(journal().at(-1)?.tag).toBe(tag);
  expect((await cluster.sql<{ n: number }>('SELECT count(*)::int AS n FROM cluster_upgrade_probe'))[0].n).toBe(1);

  // The browser's session carries on, on the new processes.
  const { upstreams, failures } = watch(page);
  await openScreens(page);
  expect(failures).toEqual([]);
  expect(new Set(upstreams).size).toBeGreaterThanOrEqual(2);
});
