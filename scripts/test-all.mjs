// `npm test`: typecheck, lint, unit tests, server tests (PGlite; and PostgreSQL too when
// TEST_DATABASE_URL is set), end-to-end tests in Chromium. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'backoffice-tests-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status, seconds };
}

function check(title, command, args) {
  const { status, seconds } = run(title, command, args);
  results.push({ title, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
}

function vitest(title, project, env = {}) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const { status, seconds } = run(title, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1;
  results.push({ title, passed: report?.numPassedTests ?? 0, failed, seconds });
}

function playwright() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\n=== end-to-end (Chromium) ===\nNo Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    results.push({ title: 'end-to-end (Chromium)', passed: 0, failed: 1, seconds: '0.0' });
    return;
  }
  const out = join(reports, 'e2e.json');
  const { status, seconds } = run('end-to-end (Chromium)', bin('playwright'), ['test'], { PW_JSON_REPORT: out });
  const stats = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).stats : null;
  const failed = stats ? stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0) : 1;
  results.push({ title: 'end-to-end (Chromium)', passed: stats?.expected ?? 0, failed, seconds });
}

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
vitest('unit', 'unit');
vitest('server (PGlite)', 'server', { DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('server (PostgreSQL)', 'server', { DATABASE_URL: process.env.TEST_DATABASE_URL });
playwright();

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.title.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds}s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
