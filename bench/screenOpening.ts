// How the screen benches that print a reading (screenProfile, screenWaterfall, screenCommits) open a
// screen: as screenTimes does, by address in a renderer of its own, or by a click on its menu entry
// on the settled dashboard.
import type { Browser, Page } from '@playwright/test';
import { contentShown, settled } from './screen-times';

export type Opening = 'address' | 'click';

/** The opening an environment variable names (`click`), by address otherwise. */
export const openingOf = (value: string | undefined): Opening => (value === 'click' ? 'click' : 'address');

/** A tab of 1366×768 on the server at `url`, signed in as the demo's admin (the token stored as the client keeps it). */
export async function signedInPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const answer = await fetch(`${url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo' }) });
  const { token } = (await answer.json()) as { token: string };
  await page.goto(`${url}/api/health`);
  await page.evaluate((t) => localStorage.setItem('api_token', t), token);
  return page;
}

/**
 * Puts the tab on `blank` (an address of the origin to load next, drawing nothing) after a page of
 * another site (`localhost` for `127.0.0.1`): the next load comes in a renderer of its own.
 */
export async function inRendererOfItsOwn(page: Page, blank: string): Promise<void> {
  await page.goto(blank.replace('127.0.0.1', 'localhost'));
  await page.goto(blank);
}

/**
 * Readies the tab to open a screen: by address, a page of another site, then one of ours that draws
 * nothing, so that the screen loads in a renderer of its own (screenTimes' turns alternate with
 * react-admin alone's); by a click, the dashboard, settled as screenTimes clicks it (nothing fetched
 * for 0.5 s: the menu's screens preloaded). Resolves with the text the screen's content replaces
 * (the dashboard's), null by address. `blank`: the origin's address drawing nothing (react-admin
 * alone's: a 404 of its assets).
 */
export async function readyToOpen(page: Page, url: string, opening: Opening, blank = `${url}/api/health`): Promise<string | null> {
  if (opening === 'address') {
    await inRendererOfItsOwn(page, blank);
    return null;
  }
  await page.goto(`${url}/`);
  await page.waitForFunction(contentShown, {}, { polling: 'raf' });
  await page.evaluate(settled, 500);
  return page.evaluate(() => document.querySelector<HTMLElement>('#main-content')?.innerText.trim().slice(0, 200) ?? null);
}

/** Opens `path` on the readied tab: its address, or a click on its menu entry. */
export async function openScreen(page: Page, url: string, path: string, opening: Opening): Promise<void> {
  if (opening === 'click') await page.locator(`a.RaMenuItemLink-root[href="${path}"]`).click();
  else await page.goto(`${url}${path}`, { waitUntil: 'commit' });
}
