/**
 * Waiting for a page's requests to be over. Playwright's 'networkidle' never comes on a signed-in
 * page: its events stream (GET /api/events, docs/concurrency.md) stays open as long as the page.
 * This counts the page's requests but that one: `trackNetwork(page)` before the page starts
 * (signIn and the tests that open a page themselves call it), then `networkSettled(page)`.
 */
import type { Page, Request, Route } from '@playwright/test';

const QUIET_MS = 500;
const isEventStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

interface Tracker {
  inflight: Set<Request>;
  last: number;
}
const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests (once per page; again is harmless). */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inflight: new Set(), last: Date.now() };
  trackers.set(page, tracker);
  const done = (request: Request) => {
    if (tracker.inflight.delete(request)) tracker.last = Date.now();
  };
  page.on('request', (request) => {
    if (isEventStream(request)) return;
    tracker.inflight.add(request);
    tracker.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once the page has had no request in flight (the events stream aside) for 500 ms. */
export async function networkSettled(page: Page, timeoutMs = 30_000): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('networkSettled: call trackNetwork(page) before the page starts');
  const deadline = Date.now() + timeoutMs;
  while (tracker.inflight.size > 0 || Date.now() - tracker.last < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`networkSettled: requests still in flight after ${timeoutMs} ms: ${[...tracker.inflight].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Answers held by `holdAnswers`: `arrived` with the first request held, `release()` lets them go on, `stop()` holds no more. */
export interface HeldAnswers {
  arrived: Promise<Request>;
  release: () => void;
  stop: () => Promise<void>;
}

/**
 * Holds the page's requests to `url` (of `method` only, the first `times` only) until the test calls
 * `release()`, having seen what the page shows while it waits (a loading text, placeholders, a
 * spinner) or done what must come first; each then goes on to the server, or is answered by `then`.
 * The test waits for what it checks, not for a fixed time: a delay of 800 ms could end before a busy
 * machine drew the wait. Other requests go on to the page's other routes.
 */
export async function holdAnswers(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  { method, times = Infinity, then = (route) => route.continue() }: { method?: string; times?: number; then?: (route: Route) => Promise<void> } = {},
): Promise<HeldAnswers> {
  let arrive!: (request: Request) => void;
  const arrived = new Promise<Request>((resolve) => (arrive = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = async (route: Route) => {
    if (held >= times || (method && route.request().method() !== method)) return route.fallback();
    held += 1;
    arrive(route.request());
    await released;
    return then(route);
  };
  await page.route(url, handler);
  return { arrived, release, stop: () => page.unroute(url, handler) };
}
