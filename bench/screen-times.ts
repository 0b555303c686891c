// npm run bench -- screenTimes (issue 34): how long each screen of the access table takes to show its
// content, opened by address and reached by a click in the menu, against the login page's own load,
// in the system Chromium on the demo data, the kinds of load taken in turns in one run (the same
// machine load for each). The page's own clock: from the navigation's start (or the click) to the
// screen's content drawn with nothing in #main-content still loading (no aria-busy, skeleton or
// progress bar). Also when the screen's last API answer arrived, so what is left is drawing. Goals: every
// screen <= 2x the login page, a menu click <= 1x. And the floor under them, measured in the same
// turns: react-admin alone (bench/minimal-ra-signed-in, built in this run), a list of 25 rows from
// memory, by address and by a click in its menu. Both are the same kind of work (scripts and
// renders on the main thread), so a screen's ratio to the floor moves less with the machine's load
// than its ratio to the login page. With BENCH_BASELINE=<commit>, that commit's client too (built in
// this run, served by a second server of this code on its own copy of the demo data), in the same
// turns: before and after a change as one ratio, whatever the machine's load. Each client's screen is
// loaded from a page of its own origin, and the baseline's turn comes before ours every other round.
// Time an unchanged screen with the others as a control: beside a CPU hog one (/admin/users) came
// out 0.88-0.92x its baseline by address and 0.75-1.06x by a click (medians of 5-6).
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ACCESS, type Role, type ScreenAccess } from '../src/contract';
import { launchChromium } from './browser';
import { median } from './load';
import { startServer } from './processes';
import { serveStatic } from './staticSite';

const ROUNDS = Number(process.env.BENCH_SCREEN_ROUNDS ?? 5);
/** Only these paths (comma-separated), when given. */
const ONLY = process.env.BENCH_SCREENS?.split(',');
/** A commit whose client is timed in the same turns, when given. */
const BASELINE = process.env.BENCH_BASELINE;
const root = new URL('..', import.meta.url).pathname;

/** Who opens a screen: ADMIN when it may, else the screen's first role. */
const roleFor = (screen: ScreenAccess): Role => (screen.roles === 'signed-in' || screen.roles.includes('ADMIN') ? 'ADMIN' : screen.roles[0]);

/**
 * In the page: the moment the screen shows its content (text in #main-content, nothing there loading),
 * unless that text still begins as `before` (the screen a click left); with `whole`, also every row of
 * its long lists (they draw their first screenful first: src/app/components/firstRowsFirst.ts); and when
 * its last API answer came.
 */
export function contentShown({ before = null, whole = false }: { before?: string | null; whole?: boolean }): false | { shown: number; api: number } {
  const main = document.querySelector<HTMLElement>('#main-content');
  const text = main?.innerText.trim().slice(0, 200);
  if (!main || !text || text === before) return false;
  if (main.querySelector('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]')) return false;
  if (whole && main.querySelector('[data-drawing]')) return false;
  const answers = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/') && !e.name.includes('/api/events'));
  return { shown: performance.now(), api: Math.max(0, ...answers.map((e) => (e as PerformanceResourceTiming).responseEnd)) };
}

/**
 * Puts the tab on `blank`, an answer that draws nothing (our `/api/health`, react-admin alone's 404),
 * so that the next load is timed from a page of its own origin: from another one (the turns
 * alternate between ours and react-admin alone's), a navigation may start a new renderer, and the
 * page's clock counts that too.
 */
async function onOrigin(page: Page, blank: string): Promise<void> {
  await page.goto(blank);
}

/** Milliseconds from the navigation's start to the login form. */
async function loginLoad(page: Page, url: string): Promise<number> {
  await onOrigin(page, `${url}/api/health`);
  await page.evaluate(() => localStorage.removeItem('api_token'));
  await page.goto(`${url}/login`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => document.querySelector('input[name="username"]') && performance.now(), undefined, { polling: 'raf' });
  return (await shown.jsonValue()) as number;
}

/** From the navigation's start to the screen's content, signed in with `token`; and to its last API answer. */
async function screenLoad(page: Page, url: string, token: string): Promise<{ shown: number; api: number }> {
  await page.evaluate((t) => localStorage.setItem('api_token', t), token);
  await page.goto(url, { waitUntil: 'commit' });
  return (await (await page.waitForFunction(contentShown, {}, { polling: 'raf' })).jsonValue()) as { shown: number; api: number };
}

/** In the page: resolves once no resource has been fetched for `quietMs` (the live events' stream stays open and is not counted). */
export async function settled(quietMs: number): Promise<void> {
  // (No named function inside: the page would not know tsx's __name helper.)
  let count = -1;
  while (count !== performance.getEntriesByType('resource').length) {
    count = performance.getEntriesByType('resource').length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/**
 * From a click on the menu's entry for `path` to that screen's content; null when the menu has none.
 * The click comes on the dashboard drawn and settled (nothing fetched for 0.5 s: what the page does
 * when idle, e.g. fetching the menu's screens, done), as a user reads it before choosing.
 */
async function menuClick(page: Page, url: string, token: string, path: string): Promise<{ shown: number; whole: number } | null> {
  await screenLoad(page, `${url}/`, token);
  await page.evaluate(settled, 500);
  const dashboard = await page.evaluate(() => document.querySelector<HTMLElement>('#main-content')?.innerText.trim().slice(0, 200) ?? null);
  const clicked = await page.evaluate((p) => {
    performance.clearResourceTimings();
    const link = document.querySelector<HTMLAnchorElement>(`a.RaMenuItemLink-root[href="${p}"]`);
    if (!link) return null;
    const at = performance.now();
    link.click();
    return at;
  }, path);
  if (clicked === null) return null;
  // Both watched in the page from the click on, each timed there.
  const [shown, whole] = await Promise.all(
    [false, true].map(async (all) => ((await (await page.waitForFunction(contentShown, { before: dashboard, whole: all }, { polling: 'raf' })).jsonValue()) as { shown: number }).shown),
  );
  return { shown: shown - clicked, whole: whole - clicked };
}

/** One client's times of a screen, a round at a time: by address, and by a click to its content and to every row drawn. */
const turns = () => ({ loads: [] as { shown: number; api: number }[], clicks: [] as number[], wholes: [] as number[] });
type Turns = ReturnType<typeof turns>;

/** Builds the client of commit `rev` into `outDir`: its sources exported beside this project's node_modules. */
function buildClientOf(rev: string, outDir: string, scratch: string): void {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  mkdirSync(scratch, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(scratch)}`, { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: scratch, stdio: 'inherit' });
}

/** Builds react-admin alone, signed in (bench/minimal-ra-signed-in), into `outDir`. */
export async function buildFloor(outDir: string): Promise<void> {
  await build({ root: new URL('minimal-ra-signed-in', import.meta.url).pathname, configFile: false, plugins: [react()], logLevel: 'silent', build: { outDir, emptyOutDir: true } });
}

export async function screenTimesBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screen-times-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  await buildFloor(join(dir, 'floor'));
  const floor = await serveStatic(join(dir, 'floor'));
  if (BASELINE) buildClientOf(BASELINE, join(dir, 'baseline-client'), join(dir, 'baseline-src'));
  const before = BASELINE ? await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'baseline-data'), CLIENT_DIR: join(dir, 'baseline-client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health') : null;
  const browser = await launchChromium();
  const tokens = new Map<string, string>();
  const tokenOf = async (role: Role, url = server.url) => {
    const key = `${url} ${role}`;
    if (!tokens.has(key)) {
      const answer = await fetch(`${url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: role.toLowerCase(), password: 'demo' }) });
      tokens.set(key, ((await answer.json()) as { token: string }).token);
    }
    return tokens.get(key)!;
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}/login`);
    const worst = { load: 0, click: 0 };
    const floorRatios: { load: number[]; click: number[] } = { load: [], click: [] };
    for (const screen of (ACCESS as readonly ScreenAccess[]).filter((s) => !ONLY || ONLY.includes(s.path))) {
      const token = await tokenOf(roleFor(screen));
      const login: number[] = [];
      const ours = turns();
      const { loads, clicks, wholes } = ours;
      const alone = { loads: [] as number[], clicks: [] as number[] };
      const baseline = turns();
      // One client's screen by address and by a click, each load from a page of its own origin.
      const timeScreen = async (url: string, signedIn: string, into: Turns) => {
        await onOrigin(page, `${url}/api/health`);
        into.loads.push(await screenLoad(page, `${url}${screen.path}`, signedIn));
        const click = screen.path === '/' ? null : await menuClick(page, url, signedIn, screen.path);
        if (click !== null) {
          into.clicks.push(click.shown);
          into.wholes.push(click.whole);
        }
      };
      const earlier = before && (await tokenOf(roleFor(screen), before.url));
      for (let i = 0; i < ROUNDS; i++) {
        login.push(await loginLoad(page, server.url));
        // The baseline's server serves the same: with the login page loaded on ours alone, ours was
        // the warmer, and the same code measured 0.93-0.94x its baseline by address on three screens of four.
        if (before) await loginLoad(page, before.url);
        // The baseline's turn before ours in every other round, and the floor after both: each of the
        // two follows the login pages as often as it follows the other. With the baseline's turn after
        // the floor in every other round instead, the same code measured 1.11-1.30x its baseline by a
        // click on two screens (the renderer is shared: 127.0.0.1's ports are one site).
        if (before && earlier && i % 2 === 1) await timeScreen(before.url, earlier, baseline);
        await timeScreen(server.url, token, ours);
        if (before && earlier && i % 2 === 0) await timeScreen(before.url, earlier, baseline);
        await onOrigin(page, `${floor.url}/assets/-`);
        alone.loads.push((await screenLoad(page, `${floor.url}/pessoas`, '')).shown);
        alone.clicks.push((await menuClick(page, floor.url, '', '/outras'))!.shown);
      }
      const base = median(login);
      const shown = median(loads.map((l) => l.shown));
      const load = shown / base;
      const drawing = median(loads.map((l) => l.shown - l.api));
      const click = clicks.length ? median(clicks) / base : 0;
      const floorLoad = median(alone.loads);
      const floorClick = median(alone.clicks);
      worst.load = Math.max(worst.load, load);
      worst.click = Math.max(worst.click, click);
      floorRatios.load.push(floorLoad / base);
      floorRatios.click.push(floorClick / base);
      console.log(
        `screen   ${screen.path.padEnd(26)} by address ${shown.toFixed(0).padStart(5)} ms (${drawing.toFixed(0).padStart(4)} ms after its last API answer) = ${load.toFixed(2)}x the login page, ${(shown / floorLoad).toFixed(2)}x react-admin alone` +
          `${clicks.length ? `; menu click ${median(clicks).toFixed(0).padStart(5)} ms = ${click.toFixed(2)}x, ${(median(clicks) / floorClick).toFixed(2)}x (every row drawn ${median(wholes).toFixed(0)} ms)` : ''} (login page ${base.toFixed(0)} ms, react-admin alone ${floorLoad.toFixed(0)} and ${floorClick.toFixed(0)} ms; medians of ${ROUNDS})`,
      );
      if (before) {
        const earlierLoad = median(baseline.loads.map((l) => l.shown));
        const earlierClick = baseline.clicks.length ? median(baseline.clicks) : 0;
        console.log(
          `screen   ${''.padEnd(26)} ${BASELINE} by address ${earlierLoad.toFixed(0).padStart(5)} ms: now ${(shown / earlierLoad).toFixed(2)}x that` +
            `${earlierClick ? `; menu click ${earlierClick.toFixed(0).padStart(5)} ms: now ${(median(clicks) / earlierClick).toFixed(2)}x that (every row drawn ${median(baseline.wholes).toFixed(0)} ms: now ${(median(wholes) / median(baseline.wholes)).toFixed(2)}x)` : ''}`,
        );
      }
    }
    console.log(`screen   worst: by address ${worst.load.toFixed(2)}x (goal <= 2x), menu click ${worst.click.toFixed(2)}x (goal <= 1x)`);
    console.log(
      `screen   floor, react-admin alone (a list of 25 rows from memory): by address ${median(floorRatios.load).toFixed(2)}x, menu click ${median(floorRatios.click).toFixed(2)}x the login page ` +
        `(medians over the screens; from ${Math.min(...floorRatios.load).toFixed(2)}x to ${Math.max(...floorRatios.load).toFixed(2)}x by address)`,
    );
  } finally {
    await floor.stop();
    await browser.close();
    await before?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
