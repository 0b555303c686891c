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
  const eager = await sizesOf(join(root, 'bench/minimal-ra'));
  const lazy = await sizesOf(join(root, 'bench/minimal-ra-lazy'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const line = (what: string, pick: (s: Sizes) => number) =>
    console.log(`bundle   ${what}: ours ${kb(pick(ours))} gzip; minimal react-admin ${kb(pick(eager))} eager (${ratio(pick(ours), pick(eager))}), ${kb(pick(lazy))} with lazy resources (${ratio(pick(ours), pick(lazy))})`);
  line('all JS+CSS', (s) => s.all);
  line('first page (the sign-in form)', (s) => s.firstPage);
  console.log(`bundle   largest chunk: ours ${ours.largest.name} ${kb(ours.largest.gzip)}; minimal ${kb(eager.largest.gzip)} eager, ${kb(lazy.largest.gzip)} lazy`);
}
