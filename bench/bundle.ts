// Client bundle size against a minimal react-admin app, both built by Vite in this run: everything
// built, and what the first page (the login form) downloads before it can show anything.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = new URL('..', import.meta.url).pathname;

interface Sizes {
  /** Every JS and CSS file built, gzipped. */
  all: number;
  /** The files index.html loads or preloads (entry, its static imports, CSS), gzipped. */
  firstPage: number;
  /** The largest chunk, gzipped, and its name. */
  largest: { name: string; gzip: number };
}

async function sizesOf(projectRoot: string): Promise<Sizes> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  await build({ root: projectRoot, configFile: false, plugins: [react()], logLevel: 'silent', build: { outDir, emptyOutDir: true } });
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
  };
}

export async function bundleBench(): Promise<void> {
  const ours = await sizesOf(root);
  const minimal = await sizesOf(join(root, 'bench/minimal-ra'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  console.log(`bundle   all JS+CSS: ours ${kb(ours.all)} gzip, minimal react-admin ${kb(minimal.all)}, ratio ${ratio(ours.all, minimal.all)}`);
  console.log(`bundle   first page (login): ours ${kb(ours.firstPage)} gzip, minimal react-admin ${kb(minimal.firstPage)}, ratio ${ratio(ours.firstPage, minimal.firstPage)}`);
  console.log(`bundle   largest chunk: ours ${ours.largest.name} ${kb(ours.largest.gzip)}, minimal ${kb(minimal.largest.gzip)}`);
}
