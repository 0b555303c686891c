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
import { contentShown } from './screen-times';
import { openingOf, readyToOpen, signedInPage } from './screenOpening';

const PATHS = (process.env.BENCH_WATERFALL_PATHS ?? '/,/admin/notifications').split(',');
const MODE = openingOf(process.env.BENCH_WATERFALL_MODE);
const ROUNDS = Number(process.env.BENCH_WATERFALL_ROUNDS ?? 3);

/** Opens `path` as MODE says; resolves with the page's clock at the start and at the content. */
async function open(page: Page, url: string, path: string): Promise<{ from: number; shown: number }> {
  const before = await readyToOpen(page, url, MODE);
  if (MODE === 'address') {
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const { shown } = (await (await page.waitForFunction(contentShown, {}, { polling: 'raf' })).jsonValue()) as { shown: number };
    return { from: 0, shown };
  }
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
    const page = await signedInPage(browser, server.url);
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
