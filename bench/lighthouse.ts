// npm run bench:lighthouse — Lighthouse 12 (performance only) on the sign-in page and, signed in
// as admin, on the dashboard, mobile and desktop presets, against the server as `npm start` runs it
// (built client, precompressed assets, demo data on a fresh embedded database), in the system
// Chromium (CHROMIUM_PATH). Scores are out of 100; the metrics are Lighthouse's simulated ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServer } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function audit(page: Page, url: string, preset: 'mobile' | 'desktop', signedIn: boolean): Promise<string> {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: signedIn },
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  const lhr = result!.lhr;
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return `performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ${metric('total-byte-weight')})`;
}

export async function lighthouseBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      // A fresh profile per preset: signed out, nothing cached.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      console.log(`lighthouse /login (signed out), ${preset}: ${await audit(page, `${server.url}/login`, preset, false)}`);
      await page.goto(`${server.url}/login`);
      await page.type('input[name="username"]', 'admin');
      await page.type('input[name="password"]', 'demo');
      await page.click('button[type="submit"]');
      // The dashboard's welcome: signed in and drawn (a fallback here once hid a wait for a text that never appears).
      await page.waitForSelector('text/Bem-vindo(a)', { timeout: 60_000 });
      // Signed in, the application's chunks are in the browser's cache (as for anyone who just signed in).
      console.log(`lighthouse / (dashboard, signed in as admin, assets cached), ${preset}: ${await audit(page, `${server.url}/`, preset, true)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
