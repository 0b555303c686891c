import { deflateSync } from 'node:zlib';

/** CRC-32 of PNG chunks. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];
const ROOM_COLOURS: readonly Rgb[] = [[224, 242, 241], [232, 234, 246], [255, 243, 224], [243, 229, 245], [232, 245, 233]];

/**
 * A floor plan as a PNG (RGB, no dependencies): a corridor across the middle and rooms on both
 * sides, in colours chosen by `seed`, walls in grey. Deterministic for the demo data.
 */
export function floorPlanPng(seed: number, width = 640, height = 400): Buffer {
  const pixels = Buffer.alloc(height * (width * 3 + 1), 255);
  // Each row starts with its filter type: 0, none.
  for (let y = 0; y < height; y++) pixels[y * (width * 3 + 1)] = 0;
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) set(x, y, colour);
  };
  const rooms = 3 + (seed % 3);
  const roomWidth = Math.floor((width - 40) / rooms);
  for (const [top, bottom] of [[20, 160], [240, height - 20]]) {
    for (let i = 0; i < rooms; i++) {
      const x0 = 20 + i * roomWidth;
      fill(x0, top, x0 + roomWidth, bottom, [96, 96, 96]);
      fill(x0 + 4, top + 4, x0 + roomWidth - 4, bottom - 4, ROOM_COLOURS[(seed + i + top) % ROOM_COLOURS.length]);
      const door = x0 + Math.floor(roomWidth / 2);
      fill(door - 12, top < 200 ? bottom - 4 : top, door + 12, top < 200 ? bottom : top + 4, [255, 255, 255]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
