// npm run bench -- loginForm: how soon a signed-out user (or one whose token was refused) sees the
// login form at a deep link, against opening /login itself, in the system Chromium, the two kinds of
// load taken alternately in one run (the same machine load for both). The page's own clock, from the
// navigation's start to the form in the DOM. Goal: every ratio <= 1.5 (the back-office, react-admin
// and its screens, is never downloaded or evaluated before that form: tests/e2e/signin.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser';
import { median } from './load';
import { startServer } from './processes';

const ROUNDS = Number(process.env.BENCH_LOGIN_ROUNDS ?? 15);
const DEEP_LINKS = ['/', '/admin/users', '/webinares', '/admin/calendar?x=1'];

/** Milliseconds from the navigation's start to the login form, with `token` stored beforehand (or none). */
async function timeToLoginForm(page: Page, url: string, token?: string): Promise<number> {
  await page.evaluate((t) => (t ? localStorage.setItem('api_token', t) : localStorage.clear()), token);
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => document.querySelector('input[name="username"]') && performance.now(), undefined, { polling: 'raf' });
  return (await shown.jsonValue()) as number;
}

export async function loginFormBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-login-form-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    const signIn = async () => ((await (await page.request.post(`${server.url}/api/backoffice/login`, { data: { username: 'gci', password: 'demo' } })).json()) as { token: string }).token;
    const revoked = await signIn();
    await page.request.post(`${server.url}/api/backoffice/logout`, { headers: { 'access-token': revoked } });
    const cases: [string, string, string | undefined][] = [
      ...DEEP_LINKS.map((path): [string, string, undefined] => [`signed out at ${path}`, path, undefined]),
      ['an expired token at /admin/calendar', '/admin/calendar', 'expirado-ha-muito'],
      ['a revoked token at /admin/calendar', '/admin/calendar', revoked],
    ];
    for (const [label, path, token] of cases) {
      const direct: number[] = [];
      const deep: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        direct.push(await timeToLoginForm(page, `${server.url}/login`));
        deep.push(await timeToLoginForm(page, `${server.url}${path}`, token));
      }
      const ratio = median(deep) / median(direct);
      console.log(`login    ${label.padEnd(38)} ${median(deep).toFixed(0).padStart(4)} ms vs /login ${median(direct).toFixed(0).padStart(4)} ms: ${ratio.toFixed(2)}x (goal <= 1.5x; medians of ${ROUNDS})`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
