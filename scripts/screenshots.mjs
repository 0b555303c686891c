// Screenshots of screens for a visual check: node scripts/screenshots.mjs <baseUrl> <outDir> <user> <path> [width]
// e.g. node scripts/screenshots.mjs http://localhost:8080 screenshots admin /admin/suggestions 375
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://localhost:8080', out = 'screenshots', user = '', path = '/', width = '1280'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(`${base}/login`);
if (user) {
  await page.getByLabel('Utilizador').fill(user);
  await page.getByLabel('Palavra-passe').fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/`);
  if (path !== '/') await page.goto(`${base}${path}`);
}
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
const file = `${out}/${user || 'anon'}${path.replaceAll('/', '_') || '_'}-${width}.png`;
await page.screenshot({ path: file, fullPage: true });
console.log(file);
await browser.close();
