import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { FLOOR_MESSAGES, type Floor, type FloorsBySchool } from '../../src/contract';
import { files } from '../../src/server/db/schema';
import { floorPlanPng } from '../../src/server/db/seed/floorPlan';
import { buildTestApp, type TestApp } from './helper';
import { multipart } from './multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A multipart/form-data body as a browser sends it. */
const mine = async (as = 'direcao') => {
  const res = await t.as(as, { method: 'GET', url: '/api/blueprints/backoffice' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FloorsBySchool).data;
};
const put = (id: string, body: ReturnType<typeof multipart>, as = 'direcao') => t.as(as, { method: 'PUT', url: `/api/blueprints/${id}`, ...body });
const fileCount = () => t.database.db.$count(files);
const png = floorPlanPng(7, 64, 40);

describe('floor plans', () => {
  it("lists DIRECAO's schools only, each with its floors by name", async () => {
    const data = await mine();
    expect(Object.keys(data).sort()).toEqual(['ESCE', 'ESTG']);
    expect(data.ESTG.map((f) => f.name)).toEqual([...data.ESTG.map((f) => f.name)].sort());
    expect(data.ESTG.find((f) => f.name === 'Piso 0')).toMatchObject({ school: 'ESTG', visible: true, file: expect.stringMatching(/^\/blueprints\/.+\/file$/), updatedAt: expect.any(String) });
  });

  it('creates, renames with a new plan, serves the image and removes a floor with its bytes', async () => {
    const created = await t.as('direcao', { method: 'POST', url: '/api/blueprints', payload: { school: 'ESCE', name: 'Piso 3', visible: false } });
    expect(created.statusCode, created.body).toBe(201);
    const floor = created.json().data as Floor;
    expect(floor).toMatchObject({ school: 'ESCE', name: 'Piso 3', visible: false, file: null, updatedAt: null });

    const files0 = await fileCount();
    const updated = await put(floor.id, multipart({ name: 'Piso 3 (novo)', visible: 'true' }, { name: 'planta.png', type: 'image/png', bytes: png }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Piso 3 (novo)', visible: true, file: `/blueprints/${floor.id}/file`, updatedAt: expect.any(String) });
    expect(await fileCount()).toBe(files0 + 1);

    // Replacing the plan removes the old bytes.
    expect((await put(floor.id, multipart({ name: 'Piso 3 (novo)', visible: 'true' }, { name: 'outra.png', type: 'image/png', bytes: floorPlanPng(8, 64, 40) }))).statusCode).toBe(200);
    expect(await fileCount()).toBe(files0 + 1);

    const image = await t.as('default', { method: 'GET', url: `/api/blueprints/${floor.id}/file` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.as('default', { method: 'GET', url: '/api/blueprints' })).json().data.ESCE.map((f: Floor) => f.name)).toContain('Piso 3 (novo)');

    const removed = await t.as('direcao', { method: 'DELETE', url: `/api/blueprints/${floor.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await fileCount()).toBe(files0);
    expect((await t.as('default', { method: 'GET', url: `/api/blueprints/${floor.id}/file` })).statusCode).toBe(404);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  // A PNG header claiming 100,000 × 100,000 pixels: tiny on the wire, gigabytes once decoded.
  const bomb = Buffer.concat([png.subarray(0, 16), Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0]), png.subarray(24)]);
  const bad: [string, () => ReturnType<typeof multipart>, number, string][] = [
    ['an SVG', () => multipart({ name: 'Piso 0', visible: 'true' }, { name: 'planta.svg', type: 'image/svg+xml', bytes: svg }), 400, FLOOR_MESSAGES.notImage],
    ['a renamed .exe', () => multipart({ name: 'Piso 0', visible: 'true' }, { name: 'planta.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 not an image') }), 400, FLOOR_MESSAGES.notImage],
    ['a decompression bomb', () => multipart({ name: 'Piso 0', visible: 'true' }, { name: 'bomba.png', type: 'image/png', bytes: bomb }), 400, FLOOR_MESSAGES.tooManyPixels],
    ['a 21 MB image', () => multipart({ name: 'Piso 0', visible: 'true' }, { name: 'grande.png', type: 'image/png', bytes: Buffer.concat([png, deflateSync(Buffer.alloc(0)), Buffer.alloc(21 * 1024 * 1024)]) }), 413, FLOOR_MESSAGES.tooLarge],
    ['no name', () => multipart({ name: ' ', visible: 'true' }), 400, FLOOR_MESSAGES.nameRequired],
  ];
  it.each(bad)('refuses %s with a message, changing nothing', async (_name, body, status, message) => {
    const floor = (await mine()).ESTG.find((f) => f.name === 'Piso 0')!;
    const files0 = await fileCount();
    const res = await put(floor.id, body());
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await fileCount()).toBe(files0);
    expect((await mine()).ESTG.find((f) => f.id === floor.id)).toEqual(floor);
  });

  it("keeps other schools' floors out of reach: 403 to create, 404 to change, remove or see hidden", async () => {
    const foreign = (await t.as('default', { method: 'GET', url: '/api/blueprints' })).json().data.ESA[0] as Floor;
    expect((await t.as('direcao', { method: 'POST', url: '/api/blueprints', payload: { school: 'ESA', name: 'Piso 9' } })).statusCode).toBe(403);
    expect((await put(foreign.id, multipart({ name: 'Meu', visible: 'true' }))).statusCode).toBe(404);
    expect((await t.as('direcao', { method: 'DELETE', url: `/api/blueprints/${foreign.id}` })).statusCode).toBe(404);
    const hidden = (await mine()).ESTG.find((f) => !f.visible && f.file)!;
    expect((await t.as('default', { method: 'GET', url: `/api/blueprints/${hidden.id}/file` })).statusCode).toBe(404);
    expect((await t.as('direcao', { method: 'GET', url: `/api/blueprints/${hidden.id}/file` })).statusCode).toBe(200);
    const duplicate = await t.as('direcao', { method: 'POST', url: '/api/blueprints', payload: { school: 'ESTG', name: 'PISO 0' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(FLOOR_MESSAGES.duplicate);
  });
});

describe('a malformed multipart body', () => {
  it('is refused with 400 and a message, not a 500 (found by the fuzzing)', async () => {
    const floor = (await mine()).ESTG[0];
    for (const headers of [{ 'content-type': 'multipart/form-data' }, { 'content-type': 'multipart/form-data; boundary=x' }]) {
      const res = await t.as('direcao', { method: 'PUT', url: `/api/blueprints/${floor.id}`, headers, payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPiso' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/malformado|obrigatório/);
    }
  });

  it("says one file is expected when a request brings two, or a thousand parts (it said 'A imagem tem no máximo 20 MB.')", async () => {
    const floor = (await mine()).ESTG[0];
    const boundary = '----dois-ficheiros';
    const part = (name: string, body: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n${body}\r\n`;
    const send = (parts: string[]) =>
      t.as('direcao', { method: 'PUT', url: `/api/blueprints/${floor.id}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` });
    const two = await send([part('name', 'Piso'), part('file', 'a', 'a.png'), part('file', 'b', 'b.png')]);
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json().message).toBe('Envie um único ficheiro.');
    const many = await send(Array.from({ length: 1000 }, (_, i) => part(`campo${i}`, 'x')));
    expect(many.statusCode, many.body).toBe(400);
    expect(many.json().message).toMatch(/^O pedido tem demasiad(os campos|as partes): envie um único ficheiro e os campos do formulário\.$/);
    expect((await mine()).ESTG[0]).toEqual(floor);
  });

  it("decodes a plan before keeping it: a cut-off or damaged image and an empty file are refused, the old plan kept (a 40-byte PNG was served; an empty file answered 200)", async () => {
    const floor = (await mine()).ESTG[0];
    const send = (bytes: Buffer) => put(floor.id, multipart({ name: floor.name, visible: String(floor.visible) }, { name: 'planta.png', type: 'image/png', bytes }));
    const damaged = Buffer.from(png);
    damaged[damaged.length - 20] ^= 0xff;
    for (const [bytes, message] of [
      [png.subarray(0, 40), FLOOR_MESSAGES.damaged],
      [damaged, FLOOR_MESSAGES.damaged],
      [Buffer.alloc(0), FLOOR_MESSAGES.empty],
    ] as const) {
      const res = await send(bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await mine()).ESTG[0]).toEqual(floor);
    expect((await send(png)).statusCode).toBe(200);
  });
});
