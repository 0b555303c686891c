import { expect, test } from '@playwright/test';
import { holdAnswers } from './network';
import { productMenu, signIn } from './pages';

/**
 * The spec's menu table, per demo account (section 2 "Menu items"), in the table's order; plus,
 * beyond the spec, the audit trail (security issue) last for the administrators.
 */
const SPEC_MENU: Record<string, string[]> = {
  admin: ['Sugestões', 'Calendário Letivo', 'Operações', 'Lista Utilizadores', 'Notificações', 'Tipos pedidos RH', 'Pedidos RH', 'Mediadores de abandono', 'Tutorias & Mentorias', 'Webinares', 'Interações Inter-Pares', 'Matemática / Fisica', 'Mentorias Profissionais', 'Auditoria'],
  dev: ['Sugestões', 'Calendário Letivo', 'Operações', 'Lista Utilizadores', 'Notificações', 'Tipos pedidos RH', 'Pedidos RH', 'Mediadores de abandono', 'Tutorias & Mentorias', 'Webinares', 'Interações Inter-Pares', 'Matemática / Fisica', 'Mentorias Profissionais', 'Auditoria'],
  ccurso: ['Notificações'],
  direcao: ['Plantas', 'Mediadores de abandono'],
  presidencia: ['Notificações'],
  gci: ['Calendário Letivo', 'Notificações'],
  rh: ['Tipos pedidos RH', 'Pedidos RH'],
  tutorias_admin: ['Tutorias & Mentorias', 'Webinares', 'Interações Inter-Pares', 'Matemática / Fisica', 'Mentorias Profissionais'],
  // TUTORIAS, and manager of 'Mentorias inter-pares' (ESTG): also Interações Inter-Pares.
  tutorias: ['Tutorias & Mentorias', 'Interações Inter-Pares', 'Matemática / Fisica', 'Mentorias Profissionais'],
  // TUTORIAS, and manager of 'Orientação para o estudo': also Webinares.
  orientacao: ['Tutorias & Mentorias', 'Webinares', 'Matemática / Fisica', 'Mentorias Profissionais'],
  default: [],
};

/** Where each menu label leads (section 2 "Menu items"); 'Notificações' is /notifications outside ADMIN and DEV. */
const SPEC_PATHS: Record<string, string> = {
  Sugestões: '/admin/suggestions',
  'Calendário Letivo': '/admin/calendar',
  Operações: '/admin/operations',
  'Lista Utilizadores': '/admin/users',
  Notificações: '/admin/notifications',
  Plantas: '/blueprints',
  'Tipos pedidos RH': '/admin/requestsrh',
  'Pedidos RH': '/requestsrh',
  'Mediadores de abandono': '/medabandonment',
  'Tutorias & Mentorias': '/tutorias',
  Webinares: '/webinares',
  'Interações Inter-Pares': '/mentorias',
  'Matemática / Fisica': '/mat_fisica',
  'Mentorias Profissionais': '/mentorias_profissionais',
  Auditoria: '/admin/audit',
};
const pathOf = (account: string, label: string) => (label === 'Notificações' && !['admin', 'dev'].includes(account) ? '/notifications' : SPEC_PATHS[label]);

for (const [account, labels] of Object.entries(SPEC_MENU)) {
  test(`${account} sees exactly the menu of the spec, drawn once`, async ({ page }) => {
    // Every state the product section of the menu is drawn in, from the page's start.
    await page.addInitScript(() => {
      const drawn: string[] = ((window as unknown as { menuDrawn: string[] }).menuDrawn = []);
      new MutationObserver(() => {
        const section = document.querySelector('[role="menu"][aria-label="Campus"]');
        const items = section ? [...section.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent).join(' | ') : null;
        if (items !== null && drawn.at(-1) !== items) drawn.push(items);
      }).observe(document, { subtree: true, childList: true });
    });
    await signIn(page, account);
    await expect(page.getByRole('menu', { name: 'Geral' }).getByRole('menuitem')).toHaveText(['Dashboard']);
    const campus = page.getByRole('menu', { name: 'Campus' });
    if (labels.length === 0) {
      await expect(campus).toHaveCount(0);
    } else {
      await expect(campus.getByRole('menuitem')).toHaveText(labels);
      // The entries that depend on the user's notification types or managed programmes came with the others.
      expect(await page.evaluate(() => (window as unknown as { menuDrawn: string[] }).menuDrawn)).toEqual([labels.join(' | ')]);
      // Each entry opens its screen, in the page (no reload): its path, and no 'Página não encontrada'.
      for (const label of labels) {
        await campus.getByRole('menuitem', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${pathOf(account, label)}$`));
        await expect(page.getByTestId('user-name')).toBeVisible();
        await expect(page.getByText('Página não encontrada')).toHaveCount(0);
      }
    }
    expect(await productMenu(page)).toEqual(labels);
  });
}

test('a wrong password shows the error under the form and marks both fields', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Insira as credênciais de acesso' })).toBeVisible();
  await page.getByLabel('Utilizador').fill('admin');
  await page.getByLabel('Palavra-passe').fill('errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Utilizador ou palavra-passe incorretos.');
  await expect(page.getByLabel('Utilizador')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Palavra-passe')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('the session survives a reload, and logout returns to /login', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toHaveText('Ana Ferreira');
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Ana Ferreira');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'gci');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a user without a name is shown by the capitalised id', async ({ page }) => {
  await signIn(page, 'dev');
  await expect(page.getByTestId('user-name')).toHaveText('Dev');
});

test('an unknown path shows the error page inside the layout', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/nao/existe');
  await expect(page.getByText('Ocorreu um erro!')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Página não encontrada')).toBeVisible();
  // The top bar names the page too.
  await expect(page.getByRole('banner').getByText('Página não encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the menu marks the screen shown as the current page, and a click with Ctrl opens its screen in a new tab', async ({ page, context }) => {
  await signIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveText('Dashboard');
  await menu.getByRole('menuitem', { name: 'Lista Utilizadores' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(current).toHaveText('Lista Utilizadores');
  await expect(current).toHaveClass(/RaMenuItemLink-active/);
  const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByRole('menuitem', { name: 'Sugestões' }).click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(/\/admin\/suggestions$/);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(current).toHaveText('Lista Utilizadores');
});

test("a resource's name as a path is unknown too (react-admin's own routes for it drew an empty page)", async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of ['/calendar', '/users/admin']) {
    await page.goto(path);
    await expect(page.getByRole('alert').getByText('Página não encontrada')).toBeVisible();
  }
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the sidebar starts closed, opens with the toggle and closes on item click', async ({ page }) => {
    await signIn(page, 'admin');
    const dashboardItem = page.getByRole('menuitem', { name: 'Dashboard' });
    await expect(dashboardItem).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(dashboardItem).toBeVisible();
    await dashboardItem.click();
    await expect(dashboardItem).toBeHidden();
  });
});

test("while a stored token is being checked the page shows 'Loading...'", async ({ page }) => {
  await signIn(page, 'presidencia');
  const check = await holdAnswers(page, '**/api/backoffice/verifytoken');
  await page.reload();
  await expect(page.getByText('Loading...')).toBeVisible();
  check.release();
  await expect(page.getByTestId('user-name')).toHaveText('José Pinto');
});

test('collapsed on a wide screen, the sidebar shows icons only and its items keep their names', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const item = page.getByRole('menuitem', { name: 'Calendário Letivo' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Campus' })).toBeVisible();
  await expect.poll(async () => (await item.getByText('Calendário Letivo').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await item.click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
});

test('the light/dark switch in the top bar is remembered across reloads', async ({ page }) => {
  await signIn(page, 'gci');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  expect(await background()).toBe(dark);
  await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
  await expect.poll(background).toBe(light);
});

test('by keyboard alone: the menu opens a screen, a popup opens, takes the focus and gives it back', async ({ page }) => {
  await signIn(page, 'rh');
  const item = page.getByRole('menuitem', { name: 'Tipos pedidos RH' });
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/requestsrh$/);
  const add = page.locator('#main-content').getByRole('button', { name: /^Adicionar/ });
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The first field has the focus: typing fills it.
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('Teclado');
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Teclado');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
