import { chromium } from '@playwright/test';
const [,, user, path, out, width = '1280', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text().slice(0, 300)); });
await page.goto('http://localhost:8311/login');
await page.getByLabel('Utilizador').fill(user);
await page.getByLabel('Palavra-passe').fill('demo');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/\/$/);
await page.goto('http://localhost:8311' + path);
await page.waitForTimeout(1500);
if (action) { await eval(`(async () => { ${action} })()`); await page.waitForTimeout(800); }
await page.screenshot({ path: out, fullPage: true });
console.log('overflow', await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth));
await browser.close();
