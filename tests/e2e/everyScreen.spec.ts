import { expect, test, type Page } from '@playwright/test';
import { ACCESS, ADMIN_ROLES, type Role, type ScreenAccess } from '../../src/contract';
import { DEMO_PASSWORD } from './pages';
import { axeFindings, clippedControls, expectAllDrawn, expectNoHorizontalOverflow } from './checks';
import { englishWordsIn } from './english';
import { networkSettled, trackNetwork } from './network';

// Every screen of the access table, generated from it (a screen added there is covered here), at
// 1366×768 and on a 375×812 phone: axe finds nothing at any impact level in either theme, as ADMIN
// and as the role that owns the screen; no control is cut off and no text cut short; every popup
// the screen opens passes axe too and gives the focus back to its trigger; nothing overflows the
// phone; every visible text is Portuguese; the Content-Security-Policy refuses nothing.

/** The role a screen is for: its first role that is not an administrator's (ADMIN when there is none). */
function ownerOf(screen: ScreenAccess): Role {
  if (screen.roles === 'signed-in') return 'DEFAULT';
  return screen.roles.find((r) => !(ADMIN_ROLES as readonly Role[]).includes(r)) ?? 'ADMIN';
}

/** Who checks a screen first: ADMIN when it may open it, else the screen's own role. */
function viewerOf(screen: ScreenAccess): Role {
  return screen.roles === 'signed-in' || screen.roles.includes('ADMIN') ? 'ADMIN' : ownerOf(screen);
}

/**
 * One session per role and worker, signed in through the API (the login screen has its own tests):
 * each test still opens its screen in a fresh browser context. Only purge.spec.ts (its own project,
 * after this one) ends other sessions.
 */
const tokens = new Map<Role, Promise<string>>();
function tokenOf(page: Page, role: Role): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = page.request.post('/api/backoffice/login', { data: { username: role.toLowerCase(), password: DEMO_PASSWORD } }).then(async (login) => {
      expect(login.ok(), `signing in as ${role}`).toBe(true);
      return ((await login.json()) as { token: string }).token;
    });
    tokens.set(role, token);
    token.catch(() => tokens.delete(role));
  }
  return token;
}

/** Opens `path` signed in as `role`, in the given theme, and waits for the screen's data. */
async function openAs(page: Page, role: Role, path: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  const token = await tokenOf(page, role);
  await page.addInitScript(
    ([t, th]) => {
      localStorage.setItem('api_token', t);
      localStorage.setItem('RaStore.theme', JSON.stringify(th));
    },
    [token, theme] as const,
  );
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  trackNetwork(page);
  await page.goto(path);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await networkSettled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAllDrawn(page);
}

/** What the server's Content-Security-Policy refused on the page (zod's eval probe was, on every screen). */
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** A translation key shown instead of its text. */
const RAW_KEY = /\b(ra|resources|app)\.[a-z_]+\.[a-zA-Z_.]+/;

/** The texts a user meets: visible text, and the names read out or shown on hover; and the content marked as in another language. */
async function shownTexts(page: Page): Promise<{ texts: string; foreign: string[] }> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')].map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    // Content in another language (lang="en") or marked as never translated (the audit trail's record data).
    const foreign = [...document.querySelectorAll<HTMLElement>('body [lang]:not([lang|="pt"]), body [translate="no"]')].map((el) => el.innerText).filter(Boolean);
    return { texts: `${document.body.innerText}\n${attributes.join('\n')}\n${document.title}`, foreign };
  });
}

async function expectPortuguese(page: Page): Promise<void> {
  const { texts, foreign } = await shownTexts(page);
  expect(texts.match(RAW_KEY)?.[0], 'an untranslated key').toBeUndefined();
  expect(englishWordsIn(texts, foreign), 'English words').toEqual([]);
}

/** Buttons that open a popup on the screens (forms, confirmations, row menus, pickers). */
// Each test runs axe over a whole screen (and opens its popups): ~24 s alone on the heaviest
// (/mat_fisica, 168 rows, the same before and after 5d8edc1); beside another worker on 2 cores two
// of them passed the 45 s default in two full runs (/mat_fisica at 375 px, /admin/notifications).
// The tests only look (popups are closed with Escape, nothing is saved) and share nothing: they
// run on both workers.
test.describe.configure({ mode: 'parallel', timeout: 135_000 });

const POPUP_TRIGGER = /^(Adicionar|Agendar notificação|Editar|Remover|Ações|Cancelar|Purge|Alterar)/;

/** Opens each kind of popup of the screen once (buttons that open none are passed over): axe and language inside it, Escape closes it, focus returns. */
async function checkPopups(page: Page): Promise<void> {
  const triggers = page.locator('#main-content').getByRole('button', { name: POPUP_TRIGGER });
  const seen = new Set<string>();
  for (let i = 0; i < (await triggers.count()); i++) {
    const trigger = triggers.nth(i);
    const kind = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).split(/[\s:]/)[0];
    if (seen.has(kind) || !(await trigger.isEnabled())) continue;
    seen.add(kind);
    await trigger.click();
    const popup = page.getByRole('dialog').or(page.locator('.MuiMenu-root').getByRole('menu')).last();
    // Some of these act in place (removing a holiday from the unsaved calendar form): no popup.
    if (!(await popup.waitFor({ timeout: 2000 }).then(() => true, () => false))) continue;
    expect(await axeFindings(page), `popup of "${kind}"`).toEqual([]);
    await expectPortuguese(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(trigger, `focus back on "${kind}"`).toBeFocused();
  }
}

/** Switches the theme as a user does, with the app bar's button, and waits for the new paint. */
async function switchTheme(page: Page, to: 'light' | 'dark'): Promise<void> {
  await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe(JSON.stringify(to));
}

/** axe (every impact level), the language, and no control cut off, in both themes. */
async function expectSound(page: Page, first: 'light' | 'dark'): Promise<void> {
  for (const theme of [first, first === 'light' ? 'dark' : 'light'] as const) {
    if (theme !== first) await switchTheme(page, theme);
    expect.soft(await axeFindings(page), `axe, ${theme} theme`).toEqual([]);
  }
  await expectPortuguese(page);
  expect.soft(await clippedControls(page), 'controls cut off').toEqual([]);
}

for (const screen of ACCESS as readonly ScreenAccess[]) {
  const path = screen.path;
  test.describe(`${screen.screen} (${path})`, () => {
    test.describe('at 1366 × 768', () => {
      test.use({ viewport: { width: 1366, height: 768 } });
      test('as ADMIN: no axe finding in either theme, Portuguese, nothing cut off, popups accessible', async ({ page }) => {
        await openAs(page, viewerOf(screen), path);
        await expectSound(page, 'light');
        await checkPopups(page);
        expect(await cspViolations(page), 'refused by the Content-Security-Policy').toEqual([]);
      });

      const owner = ownerOf(screen);
      if (owner !== 'ADMIN') {
        test(`as ${owner}: no axe finding in either theme, Portuguese, nothing cut off`, async ({ page }) => {
          await openAs(page, owner, path, 'dark');
          await expectSound(page, 'dark');
        });
      }
    });

    test.describe('on a 375 × 812 phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });
      test('nothing overflows or is cut off, no axe finding in either theme, Portuguese', async ({ page }) => {
        await openAs(page, viewerOf(screen), path, 'dark');
        await expectNoHorizontalOverflow(page);
        await expectSound(page, 'dark');
      });
    });
  });
}

test.describe('the login page (/login)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}, on a 375 px phone and wide: no axe finding, Portuguese, nothing overflows or is cut off`, async ({ page }) => {
      await page.addInitScript((th) => localStorage.setItem('RaStore.theme', JSON.stringify(th)), theme);
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/login');
        await expect(page.getByLabel('Utilizador')).toBeEditable();
        expect(await axeFindings(page)).toEqual([]);
        await expectPortuguese(page);
        await expectNoHorizontalOverflow(page);
        expect.soft(await clippedControls(page), 'controls cut off').toEqual([]);
      }
      // The errors of an empty form, too.
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });
  }
});
