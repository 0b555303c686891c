// npm run bench -- screenProfile (issue 34): where the main thread's time goes while a screen is
// drawn, for docs/performance.md's reading of the screens' times. The client built without
// minification (function names are React's and MUI's own), the server on the demo data, the system
// Chromium; V8's sampling profiler (CDP) from the navigation's start (or the menu click on a settled
// dashboard) to the screen's content, as screenTimes sees it (by address after a page of another
// site, as it does: a renderer of its own). Prints the busy time, the functions with the most time,
// own and with what they call, the time rendering each named component, and with
// BENCH_PROFILE_SLICE a timeline; BENCH_PROFILE_OUT=<file> writes the profile. Not a ratio: a profile to read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from './browser';
import { startServer } from './processes';
import { contentShown } from './screen-times';
import { openingOf, openScreen, readyToOpen, signedInPage } from './screenOpening';

/** The screen (a path of the access table), and how it is reached: `address` or `click`. */
const PATH = process.env.BENCH_PROFILE_PATH ?? '/webinares';
const MODE = openingOf(process.env.BENCH_PROFILE_MODE);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
/** With a number of milliseconds: also a timeline, what the main thread did in each slice of that length. */
const SLICE = Number(process.env.BENCH_PROFILE_SLICE ?? 0);
/** With a file name: the whole profile written there too (DevTools' Performance panel reads it). */
const OUT = process.env.BENCH_PROFILE_OUT;

/** What CDP's Profiler.stop gives (the parts read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
}

/**
 * The profile as a timeline: per slice of SLICE ms from the profiler's start (just before the navigation or the click), how long
 * the main thread was busy and the task it was busy with most (the outermost frames of its stack).
 */
function timelineOf(profile: CpuProfile): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const slices = new Map<number, Map<string, number>>();
  let at = profile.startTime;
  profile.samples!.forEach((id, i) => {
    at += profile.timeDeltas![i];
    const name = nodes.get(id)!.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(root)') return;
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const frame = nodes.get(n)!.callFrame;
      if (frame.functionName !== '(root)') stack.unshift(`${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}`.trim());
    }
    const slice = Math.floor((at - profile.startTime) / 1000 / SLICE);
    const tasks = slices.get(slice) ?? new Map<string, number>();
    const task = stack.slice(0, 3).join(' > ');
    tasks.set(task, (tasks.get(task) ?? 0) + profile.timeDeltas![i] / 1000);
    slices.set(slice, tasks);
  });
  return [...slices]
    .sort((a, b) => a[0] - b[0])
    .map(([slice, tasks]) => {
      const busy = [...tasks.values()].reduce((a, b) => a + b, 0);
      const [task] = [...tasks].sort((a, b) => b[1] - a[1])[0];
      return `profile   ${String(slice * SLICE).padStart(5)} ms  busy ${busy.toFixed(0).padStart(3)} ms  ${task}`;
    })
    .join('\n');
}

/** Milliseconds by function (`name file:line`), own and inclusive, from a CPU profile. */
function timesOf(profile: CpuProfile): { busy: number; own: Map<string, number>; inclusive: Map<string, number>; components: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const label = (id: number) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\/assets\//, '')}:${lineNumber + 1}`;
  };
  const own = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const components = new Map<string, number>();
  let busy = 0;
  profile.samples!.forEach((id, i) => {
    const ms = profile.timeDeltas![i] / 1000;
    const name = nodes.get(id)!.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(root)') return;
    busy += ms;
    own.set(label(id), (own.get(label(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(label(at));
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    // The component being rendered: the nearest caller named as a component is (its hooks, styles included).
    let at: number | undefined = id;
    while (at !== undefined && !/^[A-Z]/.test(nodes.get(at)!.callFrame.functionName)) at = parent.get(at);
    if (at !== undefined) components.set(label(at), (components.get(label(at)) ?? 0) + ms);
  });
  return { busy, own, inclusive, components };
}

const top = (times: Map<string, number>) =>
  [...times]
    .filter(([key]) => !key.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, ms]) => `profile   ${ms.toFixed(0).padStart(5)} ms  ${key}`)
    .join('\n');

export async function screenProfileBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screen-profile-'));
  const clientDir = join(dir, 'client');
  await build({ logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, minify: false } });
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.url);
    // Once unmeasured, so that the assets come from the cache as in screenTimes' rounds.
    await page.goto(`${server.url}${PATH}`);
    await page.waitForFunction(contentShown, {}, { polling: 'raf' });
    const before = await readyToOpen(page, server.url, MODE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await openScreen(page, server.url, PATH, MODE);
    await page.waitForFunction(contentShown, { before }, { polling: 'raf' });
    const { profile } = await cdp.send('Profiler.stop');
    if (OUT) writeFileSync(OUT, JSON.stringify(profile));
    const { busy, own, inclusive, components } = timesOf(profile);
    console.log(`profile   ${PATH} by ${MODE}: ${busy.toFixed(0)} ms of the main thread busy until its content (sampled every 0.2 ms)`);
    console.log(`profile   own time:\n${top(own)}`);
    console.log(`profile   with what they call:\n${top(inclusive)}`);
    console.log(`profile   rendering each component (its own render, hooks and styles; not its children's):\n${top(components)}`);
    if (SLICE) console.log(`profile   timeline, by ${SLICE} ms:\n${timelineOf(profile)}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
