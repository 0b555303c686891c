import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser';
import { startServer } from './processes';
import { contentShown, settled } from './screen-times';

const PATHS = (process.env.WF_PATHS ?? '/admin/notifications,/requestsrh,/tutorias,/mentorias').split(',');
async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'wf-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const answer = await fetch(`${server.url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo' }) });
  const token = ((await answer.json()) as { token: string }).token;
  await page.goto(`${server.url}/login`);
  await page.evaluate((t) => localStorage.setItem('api_token', t), token);
  for (let round = 0; round < 3; round++) for (const path of PATHS) {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(contentShown, {}, { polling: 'raf' });
    await page.evaluate(settled, 500);
    const dashboard = await page.evaluate(() => document.querySelector<HTMLElement>('#main-content')?.innerText.trim().slice(0, 200) ?? null);
    const at = await page.evaluate((p) => { performance.clearResourceTimings(); const a = performance.now(); document.querySelector<HTMLAnchorElement>(`a.RaMenuItemLink-root[href="${p}"]`)!.click(); return a; }, path);
    const shown = (await (await page.waitForFunction(contentShown, { before: dashboard }, { polling: 'raf' })).jsonValue()) as { shown: number };
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })));
    if (round < 2) continue;
    console.log(`${path}: shown ${(shown.shown - at).toFixed(0)} ms after click`);
    for (const e of entries) console.log(`   ${(e.start - at).toFixed(0).padStart(5)} → ${(e.end - at).toFixed(0).padStart(5)}  ${e.name.slice(0, 110)}`);
  }
  await browser.close();
  await server.stop();
}
void main();
