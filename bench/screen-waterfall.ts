// npm run bench -- screenWaterfall (issue 49): what a screen's load waits on, for docs/performance.md's
// reading of the screens' times: every request the page makes, from the navigation's start (or the
// click on the menu's entry of a settled dashboard) to the screen's content as screenTimes sees it,
// with when it left and when its answer ended, in the system Chromium on the demo data. The last of
// BENCH_WATERFALL_ROUNDS openings is printed (the earlier ones warm the caches and the early reads,
// src/app/providers/earlyReads.ts). Not a ratio: a timeline to read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser';
import { startServer } from './processes';
import { contentShown, settled } from './screen-times';

const PATHS = (process.env.BENCH_WATERFALL_PATHS ?? '/,/admin/notifications').split(',');
const MODE = process.env.BENCH_WATERFALL_MODE === 'click' ? 'click' : 'address';
const ROUNDS = Number(process.env.BENCH_WATERFALL_ROUNDS ?? 3);

/** Opens `path` as MODE says; resolves with the page's clock at the start and at the content. */
async function open(page: Page, url: string, path: string): Promise<{ from: number; shown: number }> {
  if (MODE === 'address') {
    // As screenTimes opens it: from a page of another site, then one of ours that draws nothing (a renderer of its own).
    await page.goto(`${url.replace('127.0.0.1', 'localhost')}/api/health`);
    await page.goto(`${url}/api/health`);
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const { shown } = (await (await page.waitForFunction(contentShown, {}, { polling: 'raf' })).jsonValue()) as { shown: number };
    return { from: 0, shown };
  }
  await page.goto(`${url}/`);
  await page.waitForFunction(contentShown, {}, { polling: 'raf' });
  await page.evaluate(settled, 500);
  const before = await page.evaluate(() => document.querySelector<HTMLElement>('#main-content')?.innerText.trim().slice(0, 200) ?? null);
  const from = await page.evaluate((p) => {
    performance.clearResourceTimings();
    const at = performance.now();
    document.querySelector<HTMLAnchorElement>(`a.RaMenuItemLink-root[href="${p}"]`)?.click();
    return at;
  }, path);
  const { shown } = (await (await page.waitForFunction(contentShown, { before }, { polling: 'raf' })).jsonValue()) as { shown: number };
  return { from, shown };
}

export async function screenWaterfallBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-waterfall-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const answer = await fetch(`${server.url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo' }) });
    const { token } = (await answer.json()) as { token: string };
    await page.goto(`${server.url}/api/health`);
    await page.evaluate((t) => localStorage.setItem('api_token', t), token);
    for (const path of PATHS) {
      let timeline = { from: 0, shown: 0, entries: [] as { name: string; start: number; end: number }[] };
      for (let round = 0; round < ROUNDS; round++) {
        const { from, shown } = await open(page, server.url, path);
        const entries = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
        );
        timeline = { from, shown, entries };
      }
      console.log(`waterfall ${path} by ${MODE}: content at ${(timeline.shown - timeline.from).toFixed(0)} ms`);
      for (const e of timeline.entries.filter((e) => e.start <= timeline.shown)) {
        console.log(`waterfall   ${(e.start - timeline.from).toFixed(0).padStart(5)} -> ${(e.end - timeline.from).toFixed(0).padStart(5)} ms  ${e.name.slice(0, 100)}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
