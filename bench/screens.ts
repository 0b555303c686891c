// npm run bench:screens — what opening each heavy screen costs a real browser: API requests and
// their bytes on the wire (as sent: compressed when the browser asks), and the time until the
// screen has settled, in the system Chromium, signed in as admin, against the server as
// `npm start` runs it on an embedded database with the demo data plus `db:seed -- --scale N`
// (BENCH_SCREENS_SCALE, default 1,000,000: 20,000 more enrolments, 200,000 more users).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { networkSettled, trackNetwork } from '../tests/e2e/network';
import { launchChromium, signInPage } from './browser';
import { runScript, startServer } from './processes';

const SCALE = Number(process.env.BENCH_SCREENS_SCALE ?? 1_000_000);
const SCREENS = ['/tutorias', '/mat_fisica', '/mentorias', '/mentorias_profissionais', '/admin/users', '/admin/suggestions', '/requestsrh'];

export async function screensBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screens-'));
  const env = { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const seeded = await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(SCALE)]);
  console.log(`screens  data: demo + ${seeded.trim().split('\n').at(-1)}`);
  const server = await startServer('scripts/start.mjs', env, '/api/health');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    trackNetwork(page);
    await signInPage(page, server.url);
    await networkSettled(page);
    for (const path of SCREENS) {
      const requests: Request[] = [];
      const listener = (request: Request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
      };
      page.on('requestfinished', listener);
      const started = performance.now();
      await page.goto(`${server.url}${path}`);
      await networkSettled(page);
      const settled = performance.now() - started;
      page.off('requestfinished', listener);
      const sizes = await Promise.all(requests.map(async (r) => (await r.sizes()).responseBodySize));
      const bytes = sizes.reduce((a, b) => a + b, 0);
      const largest = Math.max(0, ...sizes);
      // The page load re-checks the token (verifytoken) before the screen asks for its data.
      const calls = requests.map((r) => new URL(r.url()).pathname.replace(/^\/api/, '')).join(', ');
      console.log(`screens  ${path.padEnd(26)} ${String(requests.length).padStart(2)} API requests, ${(bytes / 1024).toFixed(0).padStart(5)} KiB on the wire (largest ${(largest / 1024).toFixed(0)} KiB), settled in ${(settled / 1000).toFixed(2)} s: ${calls}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
