// `npm run screenshots`: every screen of the access table, at 1366 px and 375 px, in the light and
// the dark theme, as ADMIN (or the screen's own role when ADMIN may not open it), plus the login
// page, written to screenshots/ (ignored by git; SCREENSHOTS_ONLY names some paths). Starts its own server on a fresh demo database.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ACCESS, type Role, type ScreenAccess } from '../src/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { networkSettled, trackNetwork } from '../tests/e2e/network';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8196);
const BASE = `http://localhost:${PORT}`;
const OUT = process.env.SCREENSHOTS_DIR ?? 'screenshots';
const WIDTHS = [1366, 375];
const THEMES = ['light', 'dark'] as const;

function roleFor(screen: ScreenAccess): Role {
  if (screen.roles === 'signed-in' || screen.roles.includes('ADMIN')) return 'ADMIN';
  return screen.roles[0];
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 360; i++) {
    if (await fetch(`${BASE}/api/docs/json`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function shoot(browser: Browser, path: string, role: Role | null, width: number, theme: (typeof THEMES)[number]): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
  const page = await context.newPage();
  trackNetwork(page);
  let token = '';
  if (role) {
    const login = await page.request.post(`${BASE}/api/backoffice/login`, { data: { username: role.toLowerCase(), password: 'demo' } });
    token = ((await login.json()) as { token: string }).token;
  }
  await page.addInitScript(
    ([t, th]) => {
      if (t) localStorage.setItem('api_token', t);
      localStorage.setItem('RaStore.theme', JSON.stringify(th));
    },
    [token, theme] as const,
  );
  await page.goto(`${BASE}${path}`);
  await networkSettled(page);
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const file = `${OUT}/${path === '/' ? 'dashboard' : path.slice(1).replaceAll('/', '_')}-${role?.toLowerCase() ?? 'anon'}-${width}-${theme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
  return file;
}

mkdirSync(OUT, { recursive: true });
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, E2E_PORT: String(PORT), E2E_LOG: join(tmpdir(), 'backoffice-screenshots.log') } });
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const shots: [string, Role | null][] = [['/login', null], ...(ACCESS as readonly ScreenAccess[]).map((s): [string, Role] => [s.path, roleFor(s)])];
  // SCREENSHOTS_ONLY=/feiraemprego,/webinars: those screens only.
  const only = process.env.SCREENSHOTS_ONLY?.split(',');
  for (const [path, role] of shots.filter(([path]) => !only || only.includes(path))) for (const width of WIDTHS) for (const theme of THEMES) console.log(await shoot(browser, path, role, width, theme));
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
