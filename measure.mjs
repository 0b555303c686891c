import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of ['/login', '/', '/users', '/webinares']) {
  const page = await browser.newPage({ locale: 'pt-PT' });
  const reqs = [];
  page.on('request', (r) => reqs.push(r.url()));
  const t0 = Date.now();
  await page.goto('http://localhost:8311' + path);
  await page.getByLabel('Utilizador').waitFor({ timeout: 30000 });
  console.log(path, Date.now() - t0, 'ms', reqs.filter(u=>u.includes('/api')).length, 'api requests');
  await page.close();
}
await browser.close();
