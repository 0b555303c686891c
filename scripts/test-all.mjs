// `npm test`: typecheck, lint, the guide to adding a resource followed on a copy, unit tests, server tests (PGlite; and PostgreSQL too when
// TEST_DATABASE_URL is set), end-to-end tests in Chromium. Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'backoffice-tests-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];
/** Names of the failed tests, printed again after the summary (CI shows only the end of the log). */
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status, seconds };
}

/** Checks that use one core each (tsc, eslint), run side by side; each one's output printed whole as it ends. */
function sideBySide(checks) {
  const started = Date.now();
  return Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (status) => {
            console.log(`\n=== ${title} ===\n${out}`);
            results.push({ title, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
            resolve();
          });
        }),
    ),
  );
}

function vitest(title, project, env = {}) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const { status, seconds } = run(title, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1;
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${title}: ${file.name.replace(root, '')} › ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) failures.push(`${title}: ${file.name.replace(root, '')} (${(file.message ?? '').split('\n')[0]})`);
  }
  results.push({ title, passed: report?.numPassedTests ?? 0, failed, seconds });
}

/**
 * The end-to-end servers' ports (the server's, nginx's in front of the cluster) free ones unless
 * given, and the server's log in this run's folder: a second `npm test` on the same machine took
 * the defaults (8190, 8291) too, and its whole end-to-end stage failed.
 */
async function e2eEnv() {
  return {
    E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    CLUSTER_PORT: process.env.CLUSTER_PORT ?? String(await freePort()),
    E2E_LOG: process.env.E2E_LOG ?? join(reports, 'e2e-server.log'),
  };
}

async function playwright() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\n=== end-to-end (Chromium) ===\nNo Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    results.push({ title: 'end-to-end (Chromium)', passed: 0, failed: 1, seconds: '0.0' });
    return;
  }
  const out = join(reports, 'e2e.json');
  const { status, seconds } = run('end-to-end (Chromium)', bin('playwright'), ['test'], { PW_JSON_REPORT: out, ...(await e2eEnv()) });
  const stats = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).stats : null;
  const failed = stats ? stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0) : 1;
  if (existsSync(out)) collectPlaywrightFailures(JSON.parse(readFileSync(out, 'utf8')).suites ?? []);
  results.push({ title: 'end-to-end (Chromium)', passed: stats?.expected ?? 0, failed, seconds });
}

/** Playwright's JSON report nests suites; a test failed when its last result is not passed or skipped. */
function collectPlaywrightFailures(suites, parents = []) {
  for (const suite of suites) {
    const path = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (last && last.status !== 'passed' && last.status !== 'skipped') failures.push(`end-to-end: ${[...path, spec.title].join(' › ')} (${last.status}: ${(last.error?.message ?? '').split('\n')[0].slice(0, 200)})`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

await sideBySide([
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
]);
// docs/adding-a-resource.md, followed on a copy of the checkout (scripts/guide-check.mjs).
{
  const { status, seconds } = run('guide (adding a resource)', 'node', [join(root, 'scripts/guide-check.mjs')]);
  results.push({ title: 'guide (adding a resource)', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
  if (status !== 0) failures.push('guide (adding a resource): scripts/guide-check.mjs');
}
vitest('unit', 'unit');
if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL-only files (export to PostgreSQL, the migration lock, the pool; they run when
  // either variable names a server) run once, in the PostgreSQL pass: twice, they cost a minute.
  vitest('server (PGlite)', 'server', { DATABASE_URL: '', TEST_DATABASE_URL: '' });
  vitest('server (PostgreSQL)', 'server', { DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  vitest('server (PGlite)', 'server', { DATABASE_URL: '' });
}
await playwright();

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.title.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds}s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
