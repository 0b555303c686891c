/** Checks and form helpers shared by the end-to-end tests: axe, overflow, filling forms and pickers, exports. */
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import readXlsxFile from 'read-excel-file/node';
import { expect, type Locator, type Page } from '@playwright/test';
import { pickerText } from '../pickers';
import { productMenu, signIn } from './pages';

/** How long the page must stay unchanged before axe looks at it, and the longest wait for that. */
const QUIET_MS = 300;
const QUIET_WAIT_MAX_MS = 5000;

/** What axe's 'region' rule takes as a region of its own: its defaults, and MUI's popups (menus, choices, tooltips). */
const REGION_MATCHER = 'dialog, [role=dialog], [role=alertdialog], svg, [role=tooltip], .MuiPopover-root';

/** Serious and critical axe findings on the whole page (layout, screen and any open popup). */
export const seriousAxeFindings = (page: Page): Promise<string[]> => axeFindings(page, ['serious', 'critical']);

/** axe's findings on the whole page (layout, screen and any open popup) of the given impacts: every impact unless told. */
export async function axeFindings(page: Page, impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical']): Promise<string[]> {
  // A popup still fading in is half transparent, and a button fading from disabled to enabled is
  // grey on teal: axe would measure a mix of two paints (3.88:1 instead of 4.5:1 and more). Wait
  // until the screen has stopped changing (no DOM change for a while, which a late answer's render
  // would make), then for every transition that ends.
  await page.evaluate(
    ([quietMs, maxMs]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          clearTimeout(timer);
          clearTimeout(cap);
          observer.disconnect();
          resolve();
        }
      }),
    [QUIET_MS, QUIET_WAIT_MAX_MS] as const,
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe-core runs in the page itself (what @axe-core/playwright's legacy mode does; the app has
  // no cross-origin frame), put there once per document rather than at each look, and details
  // only the violations: passes and the like are worked out all the same but not serialised node
  // by node, which took most of the time on the long lists (one look at /mat_fisica on a busy
  // machine: 32 s before, 6 to 11 s after).
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true);
    if (!present) {
      await frame.evaluate(axe.source).catch(() => undefined);
      // axe's 'region' rule (every text inside a landmark) leaves dialogs aside: they are reached
      // from what opened them, never from a list of landmarks. So are a menu or a list of choices
      // that a button opens and a tooltip shown on hover, which MUI puts at the end of the page.
      await frame
        .evaluate((regionMatcher) => (window as unknown as { axe: typeof axe }).axe.configure({ checks: [{ id: 'region', options: { regionMatcher } }] }), REGION_MATCHER)
        .catch(() => undefined);
    }
  }
  // With WCAG 2.5.3's rule, which axe ships as experimental and leaves out unless asked: a link
  // named 'Abrir Sugestões' around the visible 'Sugestões 12 por arquivar' passed (8 on the dashboard).
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }),
  );
  // Each finding with where it is, so that a failure that happens once can be traced.
  return violations.filter((v) => impacts.includes(v.impact ?? '')).map((v) => `${v.id} (${v.impact}): ${v.nodes.length} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Every row of the screen's long lists drawn (they draw their first screenful first: src/app/components/firstRowsFirst.ts). */
export const expectAllDrawn = (page: Page): Promise<void> => expect(page.locator('#main-content [data-drawing]')).toHaveCount(0);

/**
 * The page is no wider than the window (a phone at 375 px scrolls only vertically), once the layout
 * has settled: right after a resize the menu's drawer is still sliding to its phone form (the page
 * was 50 px wider for that moment on a busy machine).
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Controls a user cannot reach: a button, link or field cut off by a box that hides what overflows
 * it, or outside the window, and texts cut short with '…'. A control outside its box's view is
 * fine when that box scrolls (it has a scroll bar of its own); the part of it shown there is then
 * what the boxes around must show.
 */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="combobox"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const nameOf = (el: Element) =>
      (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || el.getAttribute('placeholder') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const where = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}`;
    const shown = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && !el.closest('[aria-hidden="true"], [inert]');
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      let { left, right, top, bottom } = el.getBoundingClientRect();
      if (right - left < 2 || bottom - top < 2 || !shown(el)) continue;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === 'inline' || style.display === 'contents') continue; // overflow does not apply to them
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const outer = box.getBoundingClientRect();
        const view = { left: outer.left + box.clientLeft, top: outer.top + box.clientTop, right: outer.left + box.clientLeft + box.clientWidth, bottom: outer.top + box.clientTop + box.clientHeight };
        const outX = clipsX && (left < view.left - 1 || right > view.right + 1);
        const outY = clipsY && (top < view.top - 1 || bottom > view.bottom + 1);
        const scrollsX = /auto|scroll/.test(style.overflowX) && box.scrollWidth > box.clientWidth;
        const scrollsY = /auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight;
        if ((outX && !scrollsX) || (outY && !scrollsY)) {
          found.push(`'${nameOf(el)}' cut off by ${where(box)}`);
          break;
        }
        if (clipsX) [left, right] = [Math.max(left, view.left), Math.min(right, view.right)];
        if (clipsY) [top, bottom] = [Math.max(top, view.top), Math.min(bottom, view.bottom)];
        if (right <= left || bottom <= top) break; // scrolled out of its box's view: a scroll away
      }
      if (right > window.innerWidth + 1 || left < -1) found.push(`'${nameOf(el)}' outside the window (${Math.round(left)}..${Math.round(right)} of ${window.innerWidth})`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.childElementCount > 0 && !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && shown(el)) found.push(`'${nameOf(el)}' cut short by '…' (${where(el)})`);
    }
    return found;
  });
}

/** Fills a popup's fields, by label, in order; date and time pickers take the forms' values ('YYYY-MM-DD', 'HH:mm'). */
export async function fillForm(dialog: Locator, values: Record<string, string>): Promise<void> {
  // The pickers come with the first form that needs them: their fields are busy until then.
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const [label, value] of Object.entries(values)) {
    if ((await dialog.getByRole('group', { name: label }).count()) > 0) await typeInPicker(dialog, label, value);
    else await dialog.getByLabel(label).fill(value);
  }
}

/** What a person types into each section of a pt-PT picker for a form value: '2026-12-03T18:30' -> ['03', '12', '2026', '18', '30']. */
function pickerSections(value: string): string[] {
  const m = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) throw new Error(`not a form date or time: ${value}`);
  const [, year, month, day, hour, minute] = m;
  return [day, month, year, hour, minute].filter((part): part is string => Boolean(part));
}

/** Types a value into the pt-PT picker labelled `label` as a person would, section by section, replacing what was there. */
export async function typeInPicker(scope: Locator, label: string, value: string): Promise<void> {
  // A filter bar's date field is a plain field until touched (components/pickers.tsx): a person clicks it
  // first. A form's field is disabled while the pickers load, then replaced by the picker: the click goes
  // to whichever of the two enabled ones is there, so a field replaced mid-click is not waited for again.
  const picker = scope.getByRole('group', { name: label });
  const atRest = scope.getByRole('textbox', { name: label, exact: true, disabled: false });
  await picker.or(atRest).first().click();
  const sections = picker.getByRole('spinbutton');
  const parts = pickerSections(value);
  await expect(sections).toHaveCount(parts.length); // the pickers load with the first form that needs one
  for (const [i, part] of parts.entries()) {
    await sections.nth(i).click();
    await sections.nth(i).press('Backspace');
    await sections.nth(i).pressSequentially(part, { delay: 20 });
  }
}

/** The picker labelled `label` shows this form value. */
export async function expectPicker(scope: Locator, label: string, value: string): Promise<void> {
  await expect(scope.getByRole('group', { name: label }).locator('input')).toHaveValue(pickerText(value));
}

/** A role the screen is not for: no menu entry `label`, and its address leads to the dashboard. */
export async function expectNoEntry(page: Page, username: string, label: string, path: string): Promise<void> {
  await signIn(page, username);
  expect(await productMenu(page)).not.toContain(label);
  await page.goto(path);
  await expect(page).toHaveURL(/\/$/);
}

/** Presses 'Exportar' and reads the workbook saved: its file name and its first sheet's rows (title, header, data). */
export async function exportedSheet(page: Page): Promise<{ fileName: string; rows: unknown[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const saved = await download;
  const [sheet] = await readXlsxFile(readFileSync(await saved.path()));
  return { fileName: saved.suggestedFilename(), rows: sheet.data };
}
