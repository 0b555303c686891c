import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_LOG, E2E_PORT } from './tests/e2e/server';

// End-to-end tests drive the built client in the system Chromium against the server started as
// `npm start` would (scripts/e2e-server.mjs: temporary data directory, demo data, its own port).
export default defineConfig({
  testDir: 'tests/e2e',
  // A ceiling, not a speed check: the longest tests take ~40 s on a quiet 2-core machine, and twice
  // that beside a CPU hog (issue 33: slow is not wrong).
  timeout: 120_000,
  // A screen beside a CPU hog (load 15) took over 10 s to draw the calendar's fields.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // scripts/test-all.mjs asks for a JSON report too, to sum all suites.
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // Purge signs every other session out, so its file runs alone, after the others.
  projects: [
    { name: 'main', testIgnore: /(noSilentLoss|presence|purge|logs|cluster)\.spec\.ts/ },
    // Two people on one record, for every write: some are one-of-a-kind records other tests read (the calendar, the minimum version). Alone, after them.
    { name: 'noloss', testMatch: /noSilentLoss\.spec\.ts/, dependencies: ['main'] },
    // Presence names every other session showing a record, other tests' included: alone, after them.
    { name: 'presence', testMatch: /presence\.spec\.ts/, dependencies: ['noloss'] },
    { name: 'purge', testMatch: /purge\.spec\.ts/, dependencies: ['presence'] },
    // Reads what the server logged during all of the above.
    { name: 'logs', testMatch: /logs\.spec\.ts/, dependencies: ['purge'] },
    // Three more servers, nginx and PostgreSQL (tests/e2e/cluster.spec.ts): last, alone (alone: --no-deps).
    { name: 'cluster', testMatch: /cluster\.spec\.ts/, dependencies: ['logs'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/docs/json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_LOG },
  },
});
