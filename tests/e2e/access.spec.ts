import { expect, test, type Page } from '@playwright/test';
import { ACCESS, ADMIN_ROLES, canOpen, ROLES, type Role, type ScreenAccess } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/users';
import { DEMO_PASSWORD, productMenu, signIn } from './pages';
import { networkSettled, trackNetwork } from './network';

// The way into every screen, generated from the access table (src/contract/access.ts) and the demo
// accounts (src/server/db/seed/users.ts): a screen added to the table is covered here unedited.
//  - Signed out at its deep link: the login form at /login; a stored token the server refuses
//    (expired, revoked) too, saying the session ended, without an error. Signing in there as a role
//    that owns the screen lands on the dashboard (the app does not return to the deep link: the
//    login page replaces the address with /login), from where the deep link opens the screen.
//  - Signed in as each role, every screen that role may not open (canOpen): no menu entry leads
//    to it, and its address leads to the dashboard.

const SCREENS = ACCESS as readonly ScreenAccess[];
const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente para continuar.';

/** One demo account per role: the seed's first of that role. */
const ACCOUNTS = DEMO_ACCOUNTS.filter((a, i) => DEMO_ACCOUNTS.findIndex((b) => b.role === a.role) === i);
const accountOf = (role: Role): string => {
  const account = ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account of role ${role}`);
  return account.username;
};

/** The role a screen is for: its first role that is not an administrator's (ADMIN when there is none; DEFAULT for any signed-in user). */
function ownerOf(screen: ScreenAccess): Role {
  if (screen.roles === 'signed-in') return 'DEFAULT';
  return screen.roles.find((r) => !(ADMIN_ROLES as readonly Role[]).includes(r)) ?? 'ADMIN';
}

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page's address is exactly `path` (no query). */
const at = (path: string) => new RegExp(`^[^/]+//[^/]+${escaped(path)}$`);

const menuLink = (page: Page, path: string) => page.locator(`a.RaMenuItemLink-root[href="${path}"]`);
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('api_token'));

test.describe.configure({ mode: 'parallel' });

test('every role has a demo account to be checked with', () => {
  expect(ROLES.filter((role) => !ACCOUNTS.some((a) => a.role === role))).toEqual([]);
});

for (const screen of SCREENS) {
  const { path } = screen;
  const owner = accountOf(ownerOf(screen));
  test(`${screen.screen} (${path}): signed out, and with an expired session, it is the login page; signing in as ${owner}, the screen opens`, async ({ page }) => {
    trackNetwork(page);
    // Signed out, at the deep link: the login form, nobody told of an ended session.
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Utilizador')).toBeEditable();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

    // A stored token the server refuses: the login form, saying so, without an error; the token forgotten.
    await page.evaluate(() => localStorage.setItem('api_token', 'expirado'));
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();

    // Signing in there as a role that owns the screen: the dashboard, then the screen at its address.
    await page.getByLabel('Utilizador').fill(owner);
    await page.getByLabel('Palavra-passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.goto(path);
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.locator('#main-content h1')).toBeVisible();
    await networkSettled(page);
    await expect(page).toHaveURL(at(path));
    await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  });
}

for (const { username, role } of ACCOUNTS) {
  const denied = SCREENS.filter((s) => !canOpen(s, role));
  if (denied.length === 0) continue;
  test(`as ${username} (${role}): ${denied.map((s) => s.path).join(', ')} have no menu entry and lead to the dashboard`, async ({ page }) => {
    await signIn(page, username);
    // A menu label of a screen this role may open (CCURSO's 'Notificações' is /notifications, not /admin/notifications).
    const ownLabels = new Set(SCREENS.filter((s) => canOpen(s, role)).map((s) => s.menu?.label));
    for (const screen of denied) {
      await page.goto(screen.path);
      await expect(page, screen.path).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-name')).toBeVisible();
      // The menu is decided once the lookups it depends on (notification types, managed programmes) have answered.
      await networkSettled(page);
      // The menu's entries are links to their screens (the dashboard's is one): none to this one.
      await expect(menuLink(page, '/')).toBeVisible();
      await expect(menuLink(page, screen.path), `a menu entry to ${screen.path}`).toHaveCount(0);
      const label = screen.menu?.label;
      if (label && !ownLabels.has(label)) expect(await productMenu(page), screen.path).not.toContain(label);
    }
  });
}
