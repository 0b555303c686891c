// The system Chromium the in-browser benches drive (Playwright), and signing in as a user does.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

/** Headless Chromium with the flags this machine needs, and these. */
export const launchChromium = (...args: string[]): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });

/** Signs in as admin through the login form at `url`, and waits until the back-office is shown. */
export async function signInPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Utilizador').fill('admin');
  await page.getByLabel('Palavra-passe').fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((at) => !at.pathname.startsWith('/login'));
}
