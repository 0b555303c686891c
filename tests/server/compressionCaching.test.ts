import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { OutputBundle, NormalizedOutputOptions } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../vite.config';
import { buildTestApp, type TestApp } from './helper';

// A built client as `vite build` leaves it: hashed assets, their compressed copies, a public file.
const clientDir = mkdtempSync(join(tmpdir(), 'static-client-'));
const script = `console.log(${JSON.stringify('Plantas, Pedidos RH e Tutorias '.repeat(200))});`;
const style = `body{margin:0}${'.a{color:red}'.repeat(200)}`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>__PRODUCT_NAME__</title>');
  writeFileSync(join(clientDir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(clientDir, 'assets/index-AbC123.css'), style);
  writeFileSync(join(clientDir, 'assets/tiny-Zz9.js'), 'export{}');
  writeFileSync(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const bundle = Object.fromEntries(['assets/index-AbC123.js', 'assets/index-AbC123.css', 'assets/tiny-Zz9.js'].map((f) => [f, {}])) as unknown as OutputBundle;
  const plugin = precompress();
  (plugin.writeBundle as (this: unknown, o: NormalizedOutputOptions, b: OutputBundle) => void).call({}, { dir: clientDir } as NormalizedOutputOptions, bundle);
  t = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('is precompressed by the build: Brotli and gzip copies that decompress to the file, none for tiny files', () => {
    expect(brotliDecompressSync(readFileSync(join(clientDir, 'assets/index-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(clientDir, 'assets/index-AbC123.css.gz'))).toString()).toBe(style);
    expect(readFileSync(join(clientDir, 'assets/index-AbC123.js.br')).length).toBeLessThan(script.length / 10);
    expect(() => readFileSync(join(clientDir, 'assets/tiny-Zz9.js.br'))).toThrow();
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to others', async () => {
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and revalidate the page and unhashed files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.css', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await t.app.inject({ method: 'GET', url: '/assets/tiny-Zz9.js' });
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/admin/users' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const logo = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('go out compressed to a client that accepts it, with the same JSON', async () => {
    const token = await t.login('tutorias_admin');
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/api/tutorias/', headers: { 'access-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    const json = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(json)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('never compress the sign-in answer, which holds a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/backoffice/login', headers: { 'accept-encoding': 'br, gzip' }, payload: { username: 'admin', password: 'demo' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('refuse a compressed request body instead of inflating it', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/bugs/00000000-0000-0000-0000-000000000000',
      headers: { 'access-token': token, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ isArquivado: true })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
