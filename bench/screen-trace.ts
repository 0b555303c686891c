// npm run bench -- screenTrace (issue 49): what the page's main thread does while a screen comes by
// address, beside react-admin alone (bench/minimal-ra-signed-in) in the same run, for
// docs/performance.md's reading of the screens' times. Chromium's own trace (not V8's sampling
// profile, which sees only JavaScript): each of the renderer main thread's events' own time, from the
// navigation's start to the content as screenTimes sees it, by kind (scripts' evaluation, functions
// called, compiling, style, layout, paint, garbage collection, fetching) and the names with the most
// time. Both clients production builds, each load after a page of another site (a renderer of its
// own, as screenTimes' turns), BENCH_TRACE_ROUNDS times; medians. BENCH_TRACE_PATH (default
// /webinares); BENCH_TRACE_MODE=click: from a click on the screen's menu entry on the settled
// dashboard instead (react-admin alone's: its second list). Not a ratio to meet: a reading.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import { launchChromium } from './browser';
import { median } from './load';
import { startServer } from './processes';
import { buildFloor, contentShown } from './screen-times';
import { openingOf, openScreen, readyToOpen, signedInPage } from './screenOpening';
import { serveStatic } from './staticSite';

const PATH = process.env.BENCH_TRACE_PATH ?? '/webinares';
const ROUNDS = Number(process.env.BENCH_TRACE_ROUNDS ?? 5);
const MODE = openingOf(process.env.BENCH_TRACE_MODE);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The kind an event's own time counts as, by its name (Chromium's trace events, devtools.timeline and v8). */
const KINDS: [string, RegExp][] = [
  ['evaluating scripts', /^(v8\.evaluateModule|EvaluateScript|v8\.run)$/],
  ['functions called', /^(FunctionCall|v8\.callFunction|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|BlinkScheduler_PerformMicrotaskCheckpoint)$/],
  ['compiling', /^(v8\.compile|v8\.compileModule|V8\.CompileCode|V8\.BytecodeBudgetInterrupt|V8\.HandleInterrupts|v8\.produceModuleCache|v8\.parseOnBackground)/],
  ['garbage collection', /GC|^V8\.(Scavenge|MarkCompact)/],
  ['style', /^(UpdateLayoutTree|Document::recalcStyle|Blink\.Style|StyleEngine|ParseAuthorStyleSheet)/],
  ['layout', /^(Layout|LocalFrameView::performLayout|Blink\.ForcedStyleAndLayout|Document::UpdateStyleAndLayout)/],
  ['paint', /(Paint|Commit|Raster|Composit)/],
  ['fetching and parsing', /^(ResourceFetcher|ParseHTML|Receive mojo|ResourceSendRequest|ResourceReceiveResponse|DocumentLoader|Document::FinishedParsing|HTMLDocumentParser)/],
];
const kindOf = (name: string) => KINDS.find(([, test]) => test.test(name))?.[0] ?? 'other';

/** The renderer main thread's events' own time (its duration less its children's), by kind and by name. */
function ownTimes(events: TraceEvent[]): { kinds: Map<string, number>; names: Map<string, number> } {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const busy = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.dur && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  // The screen's renderer: the main thread busiest in the trace (a page of another site had its own).
  const [main] = [...busy].sort((a, b) => b[1] - a[1])[0];
  const own = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const e of events.filter((x) => `${x.pid}:${x.tid}` === main && x.ph === 'X' && x.dur).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur! <= e.ts) open.pop();
    own.set(e, e.dur!);
    const parent = open[open.length - 1];
    if (parent) own.set(parent, own.get(parent)! - e.dur!);
    open.push(e);
  }
  const kinds = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const [e, us] of own) {
    kinds.set(kindOf(e.name), (kinds.get(kindOf(e.name)) ?? 0) + us / 1000);
    byName.set(e.name, (byName.get(e.name) ?? 0) + us / 1000);
  }
  return { kinds, names: byName };
}

/** One opening of `path` on the client at `url`, traced from the navigation's start (or the click) to the content; the trace's own times. */
async function tracedOpening(browser: Browser, page: Page, url: string, path: string, blank: string, file: string) {
  const before = await readyToOpen(page, url, MODE, blank);
  await browser.startTracing(undefined, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'toplevel'] });
  await openScreen(page, url, path, MODE);
  await page.waitForFunction(contentShown, { before }, { polling: 'raf' });
  await browser.stopTracing();
  return ownTimes((JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
}

const medianOf = (runs: Map<string, number>[], key: string) => median(runs.map((r) => r.get(key) ?? 0));

export async function screenTraceBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screen-trace-'));
  await build({ logLevel: 'warn', build: { outDir: join(dir, 'client'), emptyOutDir: true } });
  await buildFloor(join(dir, 'floor'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const floor = await serveStatic(join(dir, 'floor'));
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.url);
    // Once unmeasured each, so that the assets come from the cache as in screenTimes' rounds.
    await page.goto(`${server.url}${PATH}`);
    await page.waitForFunction(contentShown, {}, { polling: 'raf' });
    const ours: { kinds: Map<string, number>; names: Map<string, number> }[] = [];
    const alone: typeof ours = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await tracedOpening(browser, page, server.url, PATH, `${server.url}/api/health`, join(dir, 'ours.json')));
      alone.push(await tracedOpening(browser, page, floor.url, MODE === 'click' ? '/outras' : '/pessoas', `${floor.url}/assets/-`, join(dir, 'alone.json')));
    }
    const total = (runs: typeof ours) => median(runs.map((r) => [...r.kinds.values()].reduce((a, b) => a + b, 0)));
    console.log(`trace    ${PATH} ${MODE === 'click' ? 'by a click' : 'by address'}: the main thread's own time until the content, ours ${total(ours).toFixed(0)} ms, react-admin alone ${total(alone).toFixed(0)} ms (medians of ${ROUNDS})`);
    for (const [kind] of [...KINDS, ['other']]) {
      const a = medianOf(ours.map((r) => r.kinds), kind);
      const b = medianOf(alone.map((r) => r.kinds), kind);
      console.log(`trace    ${kind.padEnd(22)} ours ${a.toFixed(1).padStart(6)} ms   react-admin alone ${b.toFixed(1).padStart(6)} ms`);
    }
    const names = new Set(ours.flatMap((r) => [...r.names.keys()]));
    const top = [...names].map((n) => [n, medianOf(ours.map((r) => r.names), n), medianOf(alone.map((r) => r.names), n)] as const).sort((x, y) => y[1] - x[1]);
    console.log('trace    the events with the most own time (ours, react-admin alone):');
    for (const [name, a, b] of top.slice(0, 15)) console.log(`trace      ${a.toFixed(1).padStart(6)} ${b.toFixed(1).padStart(6)} ms  ${name}`);
  } finally {
    await browser.close();
    await server.stop();
    await floor.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
