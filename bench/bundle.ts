// Client bundle size against a minimal react-admin app, both built by Vite in this run: everything
// built, and what the first page (the login form) downloads before it can show anything. For our
// app also each screen's own chunk (limit 60 KB gzipped), and whether the heavy libraries (the
// spreadsheet writer, the date pickers' calendar) stay out of what every signed-in page
// loads.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { rolldownOptions } from '../vite.config';

const root = new URL('..', import.meta.url).pathname;

/** The sign-in page's weight at most, against the lazy minimal react-admin app's first page. */
const FIRST_PAGE_RATIO = 0.3;

/** A screen's own chunk may weigh this much gzipped (performance issue, goal 4). */
const SCREEN_LIMIT = 60_000;

/** The libraries that must load only where they are used, by the name of a module path under node_modules. */
const HEAVY = [
  { what: 'spreadsheet writer', lib: 'write-excel-file' },
  { what: 'calendar (date pickers)', lib: '@mui/x-date-pickers' },
];

interface Sizes {
  /** Every JS and CSS file built, gzipped. */
  all: number;
  /** The files index.html loads or preloads (entry, its static imports, CSS), gzipped. */
  firstPage: number;
  /** The largest chunk, gzipped, and its name. */
  largest: { name: string; gzip: number };
}

interface Chunks {
  chunks: Rollup.OutputChunk[];
  /** The modules that import each module with import(), by module id. */
  dynamicImporters: Map<string, readonly string[]>;
}

/** Keeps, for each module of the build, who imports it lazily (the screens are the modules an area's index.ts imports lazily). */
function recordDynamicImporters(into: Map<string, readonly string[]>): Plugin {
  return {
    name: 'bench-dynamic-importers',
    generateBundle() {
      for (const id of this.getModuleIds()) into.set(id, this.getModuleInfo(id)?.dynamicImporters ?? []);
    },
  };
}

async function sizesOf(projectRoot: string, options: BuildOptions = {}): Promise<Sizes & Chunks> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const dynamicImporters = new Map<string, readonly string[]>();
  const result = await build({ root: projectRoot, configFile: false, plugins: [react(), recordDynamicImporters(dynamicImporters)], logLevel: 'silent', build: { ...options, outDir, emptyOutDir: true } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const assets = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => ({ name: f, gzip: gzipOf(join('assets', f)) }));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  return {
    all: assets.reduce((sum, a) => sum + a.gzip, 0),
    firstPage: assets.filter((a) => loaded.has(a.name)).reduce((sum, a) => sum + a.gzip, 0),
    largest: assets.reduce((max, a) => (a.gzip > max.gzip ? a : max)),
    chunks: outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk'),
    dynamicImporters,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const kb1 = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Each screen's own chunk, what it adds to a signed-in page, and where the heavy libraries load. */
function screensReport({ chunks, dynamicImporters }: Chunks): void {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const gzip = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code).length]));
  /** A chunk and everything it imports statically (what loading it downloads). */
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + (gzip.get(f) ?? 0), 0);
  const entry = chunks.find((c) => c.isEntry)!;
  // Every signed-in page: the entry and the back-office it imports lazily (App: react-admin, the layout, the dashboard).
  // The entry's chunk may be a shim importing main.tsx's chunk (modules run in import order across chunks): the lazy
  // imports are those of every chunk the sign-in page loads.
  const signInPage = closure(entry.fileName);
  const signedIn = new Set(signInPage);
  for (const file of signInPage) for (const backOffice of byFile.get(file)?.dynamicImports ?? []) closure(backOffice, signedIn);
  console.log(`bundle   every signed-in page: ${kb(sum(signedIn))} gzip JS in ${signedIn.size} chunks (the sign-in page's ${kb(sum(signInPage))} included)`);

  const isScreen = (c: Rollup.OutputChunk) =>
    c.isDynamicEntry && c.facadeModuleId !== null && (dynamicImporters.get(c.facadeModuleId) ?? []).some((importer) => /src\/app\/[^/]+\/index\.tsx?$/.test(importer));
  const screens = chunks.filter(isScreen).map((c) => {
    const extra = [...closure(c.fileName)].filter((f) => !signedIn.has(f));
    return { name: relative(join(root, 'src/app'), c.facadeModuleId!), own: gzip.get(c.fileName)!, extra: sum(extra) };
  });
  screens.sort((a, b) => b.own - a.own);
  const over = screens.filter((s) => s.own > SCREEN_LIMIT);
  console.log(`bundle   screens' own chunks (limit ${SCREEN_LIMIT / 1000} KB gzip), and with the shared chunks they add to a signed-in page:`);
  for (const s of screens) console.log(`bundle     ${s.name.padEnd(58)} ${kb1(s.own).padStart(9)}   with shared ${kb1(s.extra).padStart(9)}${s.own > SCREEN_LIMIT ? '   OVER THE LIMIT' : ''}`);
  console.log(
    over.length
      ? `bundle   ${over.length} screen chunk(s) over ${SCREEN_LIMIT / 1000} KB: ${over.map((s) => s.name).join(', ')}`
      : `bundle   every screen's own chunk is within ${SCREEN_LIMIT / 1000} KB (largest ${screens[0]?.name} ${kb1(screens[0]?.own ?? 0)})`,
  );

  // Chunks fetched where they are used (a picker, an export), besides the screens.
  const onUse = chunks.filter((c) => c.isDynamicEntry && !isScreen(c) && !signedIn.has(c.fileName)).sort((a, b) => gzip.get(b.fileName)! - gzip.get(a.fileName)!);
  console.log(`bundle   loaded at the point of use: ${onUse.map((c) => `${relative(join(root, 'src/app'), c.facadeModuleId ?? c.fileName)} ${kb1(gzip.get(c.fileName)!)}${gzip.get(c.fileName)! > SCREEN_LIMIT ? ` (over ${SCREEN_LIMIT / 1000} KB)` : ''}`).join(', ')}`);

  for (const { what, lib } of HEAVY) {
    const holders = chunks.filter((c) => c.moduleIds.some((id) => id.includes(`/node_modules/${lib}/`)));
    const eager = holders.filter((c) => signedIn.has(c.fileName));
    const verdict = holders.length === 0 ? 'not in the build' : eager.length ? `LOADED BY EVERY SIGNED-IN PAGE (${eager.map((c) => c.fileName).join(', ')})` : 'only when used';
    console.log(`bundle   ${what} (${lib}): ${verdict}${holders.length ? `; in ${holders.map((c) => `${c.fileName} ${kb1(gzip.get(c.fileName)!)}`).join(', ')}` : ''}`);
  }
}

export async function bundleBench(): Promise<void> {
  const ours = await sizesOf(root, { rolldownOptions });
  const eager = await sizesOf(join(root, 'bench/minimal-ra'));
  const lazy = await sizesOf(join(root, 'bench/minimal-ra-lazy'));
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const line = (what: string, pick: (s: Sizes) => number) =>
    console.log(`bundle   ${what}: ours ${kb(pick(ours))} gzip; minimal react-admin ${kb(pick(eager))} eager (${ratio(pick(ours), pick(eager))}), ${kb(pick(lazy))} with lazy resources (${ratio(pick(ours), pick(lazy))})`);
  line('all JS+CSS', (s) => s.all);
  line('first page (the sign-in form)', (s) => s.firstPage);
  // Issue 49: the sign-in page at most 0.3x the lazy minimal app (it had grown to 0.39x when a module holding zod's schemas came into it).
  const target = lazy.firstPage * FIRST_PAGE_RATIO;
  console.log(`bundle   first page target: at most ${FIRST_PAGE_RATIO}x the lazy minimal app: ${ours.firstPage <= target ? 'met' : 'NOT MET'} (${kb(ours.firstPage)} against ${kb(target)})`);
  console.log(`bundle   largest chunk: ours ${ours.largest.name} ${kb(ours.largest.gzip)}; minimal ${kb(eager.largest.gzip)} eager, ${kb(lazy.largest.gzip)} lazy`);
  screensReport(ours);
}
