/**
 * The no-silent-loss test's one move (tests/e2e/noSilentLoss.spec.ts): two people on the same
 * record, each in a browser of its own. B presses the write on a screen read before A's change (B's
 * request held on B's side of the network until A's write, made through A's screen, is done), then
 * B's write reaches the server at the version B's screen read. It must be refused (409), never
 * applied over A's change; the scenario then checks what B is shown and what the server keeps.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { STALE_MESSAGE } from '../../../src/contract';
import { apiToken, twoPeople } from '../pages';
import { holdAnswers } from '../network';

export { STALE_MESSAGE };

/** A UI scenario of one write: what the generated test runs for it. */
export interface UiScenario {
  /** The access table's key of the write (`PUT /bugs/:id`). */
  endpoint: string;
  /** What the screen does ('a suggestion archived'). */
  title: string;
  /** The two demo accounts, A and B (the same role, or two roles that own the screen). */
  accounts: readonly [string, string];
  run(people: People): Promise<void>;
}

export interface People {
  a: Page;
  b: Page;
  /** The API as A's account (to set the scene and read what the server keeps). */
  api: Api;
}

export interface Api {
  get<T = unknown>(path: string): Promise<T>;
  send<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T>;
}

/** The API as `username`, through A's browser context. */
export async function apiAs(page: Page, username: string): Promise<Api> {
  const headers = { 'access-token': await apiToken(page.request, username) };
  const answer = async <T,>(res: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    expect(res.status(), `${res.url()}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  return {
    get: async (path) => answer(await page.request.get(`/api${path}`, { headers })),
    send: async (method, path, data) => answer(await page.request.fetch(`/api${path}`, { method, headers, data })),
  };
}

/** Runs a scenario with its two people signed in. */
export async function runScenario(browser: Browser, scenario: UiScenario): Promise<void> {
  const [first, second] = scenario.accounts;
  const { a, b, close } = await twoPeople(browser, first, second);
  try {
    await scenario.run({ a, b, api: await apiAs(a, first) });
  } finally {
    await close();
  }
}

/** The path of an access-table key as a pattern of request paths (`/api/bugs/<anything>`). */
const pathPattern = (path: string) => new RegExp(`^/api${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/**
 * B's stale write: `start` presses it on B's screen (its request is held), `meanwhile` makes A's
 * write through A's screen and waits for its success; then B's request goes on. Answers B's status.
 */
export async function staleWrite(b: Page, endpoint: string, steps: { start: () => Promise<void>; meanwhile: () => Promise<void> }): Promise<number> {
  const [method, path] = endpoint.split(' ');
  const pattern = pathPattern(path);
  const held = await holdAnswers(b, (url) => pattern.test(url.pathname), { method, times: 1 });
  try {
    await steps.start();
    const request = await held.arrived;
    await steps.meanwhile();
    held.release();
    const response = await request.response();
    return response?.status() ?? 0;
  } finally {
    held.release();
    await held.stop();
  }
}

/** B's stale write is refused (409) and B is told so, in Portuguese (a panel with both values, or a toast). */
export async function expectRefused(b: Page, status: number): Promise<void> {
  expect(status, 'the stale write was refused, not applied over the other change').toBe(409);
  await expect(b.getByText(STALE_MESSAGE).first()).toBeVisible();
}

/** The conflict panel in `scope` lists `label` with B's value and the current (A's) one. */
export async function expectBothValues(scope: Locator, label: string, mine: string, current: string): Promise<void> {
  const panel = scope.getByRole('alert').filter({ hasText: STALE_MESSAGE });
  await expect(panel.getByRole('columnheader', { name: 'O seu valor' })).toBeVisible();
  await expect(panel.getByRole('row', { name: `${label} ${mine} ${current}` })).toBeVisible();
}

/**
 * B's stale save of an edit popup (`dialog`, B's value typed in `label`) while A saves `theirs`
 * (`meanwhile`): refused, the panel listing the field with both values.
 */
export async function expectStaleSave(b: Page, endpoint: string, popup: { dialog: Locator; save?: string; label: string; mine: string; theirs: string; meanwhile: () => Promise<void> }): Promise<void> {
  const { dialog, save = 'Guardar', label, mine, theirs, meanwhile } = popup;
  const status = await staleWrite(b, endpoint, { start: () => dialog.getByRole('button', { name: save, exact: true }).click(), meanwhile });
  await expectRefused(b, status);
  await expectBothValues(dialog, label, mine, theirs);
}

let counter = 0;
/** A token unique to this run and call. */
export const token = () => `${Date.now().toString(36)}${++counter}`;
