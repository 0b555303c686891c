// npm run bench -- screenCommits (issue 49): what React draws while a screen comes, commit by
// commit, for docs/performance.md's reading of the screens' times. The client built with React's
// profiling build (react-dom/profiling: each fiber's render time), the server on the demo data, the
// system Chromium; a screen opened by address (after a page of another site, as screenTimes does) or
// by a menu click on a settled dashboard, BENCH_COMMITS_ROUNDS times. For the last round, every commit
// until the screen's content: when (ms from the navigation's start, or the page's clock at the click),
// how long React rendered, how many components it drew, where the update started (the outermost
// components drawn: whoever set the state), what it drew outside the screen (the layout, the
// menu) and in it; and the median over the rounds of React's render time until the content. Not a ratio: a
// reading (the profiling build is slower than the production one). React's commit phase (the DOM's
// changes, the styles inserted, the effects) is not in its render time: screenProfile sees it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from './browser';
import { median } from './load';
import { startServer } from './processes';
import { contentShown } from './screen-times';
import { openingOf, openScreen, readyToOpen, signedInPage } from './screenOpening';

const PATH = process.env.BENCH_COMMITS_PATH ?? '/admin/notifications';
const MODE = openingOf(process.env.BENCH_COMMITS_MODE);
const ROUNDS = Number(process.env.BENCH_COMMITS_ROUNDS ?? 3);

/** One commit as the page records it. */
interface Commit {
  at: number;
  /** React's render time of the whole tree in this commit (ms). */
  total: number;
  /** Components drawn (their function ran). */
  drawn: number;
  /** The outermost components drawn, with their subtree's render time: where the update started. */
  origins: Record<string, number>;
  /** Components drawn outside the route's guard (the layout, the menu, the top bar), by name, how many. */
  outside: Record<string, number>;
  /** Components drawn inside it (the screen), by name, how many. */
  inside: Record<string, number>;
}

/**
 * In the page, before anything runs: React DevTools' hook, which React calls at every commit with its
 * tree. A component was drawn in this commit when its `PerformedWork` flag is set on a fiber of this
 * commit (a subtree React skipped keeps the fibers of an earlier one: its child is the same object).
 */
const RECORDER = `(() => {
  const nameOf = (f) => { const t = f.type; if (!t || typeof t !== 'object' && typeof t !== 'function') return ''; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || ''; };
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const origins = {}, outside = {}, inside = {};
      let drawn = 0;
      const walk = (first, parentDrawn, inScreen) => {
        for (let f = first; f; f = f.sibling) {
          const name = nameOf(f);
          const performed = (f.flags & 1) === 1;
          if (performed && name) {
            drawn++;
            if (!parentDrawn) origins[name] = (origins[name] || 0) + (f.actualDuration || 0);
            const into = inScreen ? inside : outside;
            into[name] = (into[name] || 0) + 1;
          }
          if (f.child && (!f.alternate || f.child !== f.alternate.child)) walk(f.child, name ? performed : parentDrawn, inScreen || name === 'Guard');
        }
      };
      walk(root.current.child, false, false);
      window.__commits.push({ at: performance.now(), total: root.current.actualDuration || 0, drawn, origins, outside, inside });
    },
  };
})();`;

const top = (counts: Record<string, number>, n: number, digits: number) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, value]) => `${name} ${value.toFixed(digits)}`)
    .join(', ');

export async function screenCommitsBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screen-commits-'));
  const clientDir = join(dir, 'client');
  await build({ logLevel: 'warn', resolve: { alias: { 'react-dom/client': 'react-dom/profiling' } }, build: { outDir: clientDir, emptyOutDir: true, minify: false } });
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.url);
    await page.addInitScript({ content: RECORDER });
    // Once unmeasured, so that the assets come from the cache as in screenTimes' rounds.
    await page.goto(`${server.url}${PATH}`);
    await page.waitForFunction(contentShown, {}, { polling: 'raf' });
    const rendered: number[] = [];
    // The last round's commits, its clock at the start (the click, or the navigation's start) and at the content.
    let last = { commits: [] as Commit[], from: 0, shown: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const before = await readyToOpen(page, server.url, MODE);
      const from = await page.evaluate((click) => {
        (window as unknown as { __commits: Commit[] }).__commits = [];
        return click ? performance.now() : 0;
      }, MODE === 'click');
      await openScreen(page, server.url, PATH, MODE);
      const { shown } = (await (await page.waitForFunction(contentShown, { before }, { polling: 'raf' })).jsonValue()) as { shown: number };
      const commits = (await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits)).filter((c) => c.at <= shown + 1);
      rendered.push(commits.reduce((sum, c) => sum + c.total, 0));
      last = { commits, from, shown };
    }
    console.log(`commits   ${PATH} by ${MODE}: content at ${(last.shown - last.from).toFixed(0)} ms (the profiling build)`);
    for (const c of last.commits) {
      console.log(`commits   at ${(c.at - last.from).toFixed(0).padStart(5)} ms  rendered ${c.total.toFixed(1).padStart(5)} ms  ${String(c.drawn).padStart(4)} components  from: ${top(c.origins, 4, 1)}`);
      if (c.total >= 5) console.log(`commits                drawn outside the screen: ${top(c.outside, 12, 0)}`);
      if (c.total >= 5) console.log(`commits                drawn in the screen: ${top(c.inside, 16, 0)}`);
    }
    console.log(`commits   React's render time until the content: ${median(rendered).toFixed(1)} ms (median of ${ROUNDS}; ${rendered.map((r) => r.toFixed(0)).join(', ')})`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
