// Client bundle size against a minimal react-admin app, both built by Vite in this run.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = new URL('..', import.meta.url).pathname;

async function sizeOf(projectRoot: string): Promise<{ raw: number; gzip: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  await build({ root: projectRoot, configFile: false, plugins: [react()], logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
    const content = readFileSync(join(assets, file));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { raw, gzip };
}

export async function bundleBench(): Promise<void> {
  const ours = await sizeOf(root);
  const minimal = await sizeOf(join(root, 'bench/minimal-ra'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`bundle   ours ${kb(ours.gzip)} gzip (${kb(ours.raw)} raw)   minimal react-admin ${kb(minimal.gzip)} gzip (${kb(minimal.raw)} raw)   ratio ${(ours.gzip / minimal.gzip).toFixed(2)}x`);
}
