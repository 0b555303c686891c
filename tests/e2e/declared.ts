import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Serious and critical axe findings on the whole page (layout, screen and any open popup). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`);
}

/** The page is no wider than the window (a phone at 375 px scrolls only vertically). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Fills a popup's fields, by label, in order. */
export async function fillForm(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
}
