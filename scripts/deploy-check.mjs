// `node scripts/deploy-check.mjs [--ref <commit>] [--keep]`: runs docs/deployment.md's release steps
// as written, on a copy of this repository as a fresh machine would have it, and checks the result.
//
// 1. Copies the working tree (the files `git ls-files -co --exclude-standard` lists: committed or
//    not, nothing ignored: no node_modules, no dist, no data) into a temporary directory that stands
//    for /srv/backoffice; with --ref, the commit as `git archive` gives it (what a clone checks out).
// 2. Runs the guide's "Building a release" block (the one after the deploy-check comment) there, in
//    bash, every line but `systemctl`, with /srv/backoffice replaced by the temporary directory.
//    Its environment is this one without npm's variables and node_modules/.bin on PATH, as in a
//    shell (npm told to prefer its cache: the same packages, fewer registry round trips).
// 3. Starts the systemd unit's ExecStart in its WorkingDirectory (the `current` link), with the
//    unit's PORT (a free port) and HOST, on a new embedded database, or on a throw-away PostgreSQL
//    database when TEST_DATABASE_URL is set; checks /api/health, /api/ready, the client at / and an
//    asset, a demo sign-in (embedded database), that tsx, Vite and esbuild were pruned; stops it
//    with SIGTERM (exit code 0); then `npm start` there (it must run the build as it is: the
//    release has no build tools) and `node dist/server/migrate.js`, on the same database.
// Prints each step's time and the sizes; exits 1 on the first failure. --keep leaves the directory.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.mjs';
import { copyWorkingTree } from './workingTree.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const ref = args.includes('--ref') ? args[args.indexOf('--ref') + 1] : undefined;
const keep = args.includes('--keep');
const GUIDE_ROOT = '/srv/backoffice';
const MARKER = '<!-- scripts/deploy-check.mjs runs this block';

const base = mkdtempSync(join(tmpdir(), 'deploy-check-'));
const began = Date.now();
const timings = [];
let server;
/** The server's stdout and stderr (JSON lines), printed on a failure, kept in server.log with --keep. */
let log = '';
let throwaway;

async function step(title, run) {
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = await run();
  const seconds = (Date.now() - started) / 1000;
  timings.push([title, seconds]);
  console.log(`(${seconds.toFixed(1)} s)`);
  return result;
}

function fail(message) {
  throw new Error(message);
}

/** This environment as a login shell would have it: no npm_* variables, no node_modules/.bin on PATH. */
function shellEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  env.PATH = (env.PATH ?? '').split(delimiter).filter((dir) => !dir.includes(`node_modules${'/'}.bin`)).join(delimiter);
  for (const key of ['CLIENT_DIR', 'DATA_DIR', 'DATABASE_URL', 'PORT', 'HOST', 'MIGRATIONS_DIR', 'NODE_OPTIONS']) delete env[key];
  return { ...env, ...extra };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
const local = (path) => path.replaceAll(GUIDE_ROOT, base);
const du = (path) => (existsSync(path) ? spawnSync('du', ['-sh', path], { encoding: 'utf8' }).stdout.split('\t')[0] : '-');

/** The guide's release block and systemd unit, read from the copy (so --ref checks that commit's guide). */
function readGuide(dir) {
  const guide = readFileSync(join(dir, 'docs/deployment.md'), 'utf8');
  const at = guide.indexOf(MARKER);
  if (at < 0) fail(`docs/deployment.md has no "${MARKER}" comment before its release block`);
  const block = /```sh\n([\s\S]*?)```/.exec(guide.slice(at));
  if (!block) fail('no ```sh block after the deploy-check comment in docs/deployment.md');
  const unit = /```ini\n([\s\S]*?ExecStart=[\s\S]*?)```/.exec(guide);
  if (!unit) fail('no systemd unit (an ```ini block with ExecStart=) in docs/deployment.md');
  const setting = (name) => unit[1].split('\n').find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1).replace(/\s+#.*$/, '').trim();
  const lines = block[1].split('\n');
  const release = lines.find((line) => line.startsWith('cd '))?.slice(3).replace(/\s+#.*$/, '').trim();
  if (!release) fail('the release block does not start with `cd <release directory>`');
  return {
    script: lines.filter((line) => !line.trim().startsWith('systemctl')).join('\n'),
    release,
    workingDirectory: setting('WorkingDirectory'),
    execStart: setting('ExecStart'),
    environment: setting('Environment'),
  };
}

async function main() {
  // The checkout: the guide's own release directory, read from the copy's guide once it is there.
  const checkout = join(base, 'checkout');
  await step(ref ? `copy of ${ref} (git archive)` : 'copy of the working tree (git ls-files -co --exclude-standard)', () => {
    mkdirSync(checkout);
    if (ref) {
      const archive = spawnSync('bash', ['-c', `git -C "${root}" archive --format=tar "$0" | tar -x -C "${checkout}"`, ref], { stdio: 'inherit' });
      if (archive.status !== 0) fail(`git archive ${ref} failed`);
    } else {
      console.log(`${copyWorkingTree(root, checkout)} files`);
    }
  });
  const guide = readGuide(checkout);
  const releaseDir = local(guide.release);
  mkdirSync(dirname(releaseDir), { recursive: true });
  rmSync(releaseDir, { recursive: true, force: true });
  cpSync(checkout, releaseDir, { recursive: true, verbatimSymlinks: true });
  rmSync(checkout, { recursive: true, force: true });

  await step('the guide\'s release block', () => {
    const script = local(guide.script);
    console.log(script.trim().split('\n').map((line) => `$ ${line}`).join('\n'));
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: base, stdio: 'inherit', env: shellEnv({ npm_config_prefer_offline: 'true' }), timeout: 15 * 60_000 });
    if (run.status !== 0) fail(`the release block failed (exit code ${run.status}${run.signal ? `, ${run.signal}` : ''})`);
    for (const built of ['dist/server/main.js', 'dist/server/migrations/meta/_journal.json', 'dist/client/index.html']) {
      if (!existsSync(join(releaseDir, built))) fail(`the build left no ${built}`);
    }
    for (const tool of ['tsx', 'vite', 'esbuild']) {
      if (existsSync(join(releaseDir, 'node_modules', tool))) fail(`node_modules/${tool} is still there after \`npm prune --omit=dev\`: production would not need it, so it should be a devDependency`);
    }
    console.log(`dist/client ${du(join(releaseDir, 'dist/client'))}, dist/server ${du(join(releaseDir, 'dist/server'))}, node_modules after pruning ${du(join(releaseDir, 'node_modules'))}`);
  });

  const port = await freePort();
  const env = { LOG_LEVEL: 'info', DATA_DIR: join(base, 'data') };
  for (const pair of (guide.environment ?? '').split(/\s+/).filter(Boolean)) {
    const [key, value] = pair.split('=');
    env[key] = value.replace('%i', String(port));
  }
  if (process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const name = `deploy_check_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    throwaway = { name, url: url.toString() };
    env.DATABASE_URL = throwaway.url;
  }
  const cwd = local(guide.workingDirectory ?? fail('the unit has no WorkingDirectory'));
  const [program, ...programArgs] = (guide.execStart ?? fail('the unit has no ExecStart')).split(/\s+/);
  const node = program === '/usr/bin/node' && !existsSync(program) ? process.execPath : program;
  const origin = `http://127.0.0.1:${port}`;

  await step(`ExecStart in WorkingDirectory: ${guide.execStart} (${throwaway ? 'PostgreSQL' : 'embedded database'}), until /api/health answers`, async () => {
    console.log(`cd ${cwd} && ${Object.entries(env).map(([k, v]) => `${k}=${k === 'DATABASE_URL' ? '…' : v}`).join(' ')} ${guide.execStart}`);
    server = spawn(node, programArgs, { cwd, env: shellEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.on('data', (d) => (log += d));
    server.stderr.on('data', (d) => (log += d));
    for (let i = 0; i < 1800; i++) {
      if (server.exitCode !== null) fail(`the server exited with code ${server.exitCode}`);
      const health = await fetch(`${origin}/api/health`).catch(() => null);
      if (health) {
        const body = await health.json();
        if (health.status !== 200 || body.status !== 'ok') fail(`/api/health answered ${health.status} ${JSON.stringify(body)}`);
        return;
      }
      await sleep(100);
    }
    fail('/api/health did not answer in 180 s');
  });

  await step('what it serves', async () => {
    const ready = await fetch(`${origin}/api/ready`);
    if (ready.status !== 200) fail(`/api/ready answered ${ready.status}`);
    console.log(`/api/ready ${ready.status} ${JSON.stringify(await ready.json())}`);
    const page = await fetch(`${origin}/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">') || html.includes('__PRODUCT_NAME__')) fail(`/ answered ${page.status}, not the built client:\n${html.slice(0, 500)}`);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? fail('the page names no /assets/*.js script');
    const script = await fetch(`${origin}${asset}`, { headers: { 'accept-encoding': 'br' } });
    if (script.status !== 200 || !/javascript/.test(script.headers.get('content-type') ?? '')) fail(`${asset} answered ${script.status} ${script.headers.get('content-type')}`);
    console.log(`/ ${page.status} (${html.length} bytes of HTML), ${asset} ${script.status} ${script.headers.get('content-encoding') ?? 'identity'} ${(await script.arrayBuffer()).byteLength} bytes`);
    if (!throwaway) {
      const login = await fetch(`${origin}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo' }) });
      const body = await login.json();
      if (login.status !== 200 || !body.token) fail(`the demo sign-in answered ${login.status} ${JSON.stringify(body).slice(0, 300)}`);
      console.log(`sign-in as admin: ${login.status}, role ${body.user?.role}`);
    }
  });

  await step('SIGTERM', async () => {
    const exited = new Promise((r) => server.once('exit', (code, signal) => r({ code, signal })));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    const { code, signal } = await exited;
    clearTimeout(timer);
    if (code !== 0) fail(`the server exited with ${code ?? signal} on SIGTERM`);
    console.log('exit code 0');
  });

  await step('npm start in the pruned release (runs the existing build, builds nothing)', async () => {
    const started = spawn('npm', ['start'], { cwd, env: shellEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    started.stdout.on('data', (d) => (output += d));
    started.stderr.on('data', (d) => (output += d));
    const exited = new Promise((r) => started.once('exit', (code, signal) => r(code ?? signal)));
    try {
      for (let i = 0; ; i++) {
        if (started.exitCode !== null) fail(`npm start exited with ${started.exitCode}:\n${output}`);
        if (i > 600) fail(`npm start did not serve in 60 s:\n${output}`);
        if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
        await sleep(100);
      }
      if (/Building/.test(output)) fail(`npm start built something in a built release:\n${output}`);
    } finally {
      if (groupAlive(started.pid)) process.kill(-started.pid, 'SIGTERM');
    }
    // npm passes the signal on and, once its script has exited, ends itself by the same signal.
    const code = await exited;
    if (code !== 0 && code !== 'SIGTERM') fail(`npm start exited with ${code} on SIGTERM:\n${output}`);
    for (let i = 0; i < 100 && groupAlive(started.pid); i++) await sleep(100);
    if (groupAlive(started.pid)) fail(`a process of npm start's group outlived SIGTERM by 10 s:\n${output}`);
    console.log(`served /api/health; on SIGTERM npm ended by ${code}, the server and start.mjs with it`);
  });

  await step('node dist/server/migrate.js (the same database)', () => {
    const run = spawnSync(node, ['dist/server/migrate.js'], { cwd, env: shellEnv(env), encoding: 'utf8', timeout: 120_000 });
    if (run.status !== 0 || !run.stdout.includes('Migrations applied.')) fail(`migrate.js exited with ${run.status}:\n${run.stdout}${run.stderr}`);
    console.log(run.stdout.trim());
  });
}

async function cleanUp() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (throwaway) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${throwaway.name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  if (keep) {
    writeFileSync(join(base, 'server.log'), log);
    console.log(`\nLeft in ${base} (the server's output in server.log)`);
  }
  else rmSync(base, { recursive: true, force: true });
}

let failed = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(1)));
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`\nFAILED: ${err instanceof Error ? err.message : err}`);
}
if (failed && log) console.error(`\nThe server's last lines:\n${log.trim().split('\n').slice(-30).join('\n')}`);
await cleanUp();
console.log(`\n=== summary ===\n${timings.map(([title, s]) => `${s.toFixed(1).padStart(6)} s  ${title}`).join('\n')}\n${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  in all`);
console.log(failed ? 'deploy check: FAILED' : 'deploy check: passed');
process.exit(failed ? 1 : 0);
