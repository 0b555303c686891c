import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { FLOOR_IMAGE_MAX_PIXELS, FLOOR_MESSAGES } from '../../contract';
import { HttpError } from '../errors';
import type { CheckedFile } from './pdf';

interface Kind {
  contentType: string;
  /** Width and height from the header, without decoding the image. */
  size(bytes: Buffer): { width: number; height: number } | undefined;
  /** Whether the whole image is there and holds what its header says (a cut-off or damaged file does not). */
  whole(bytes: Buffer, size: { width: number; height: number }): boolean;
}

/** Channels per PNG colour type (grey, -, RGB, palette, grey+alpha, -, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column and row, then the steps between them. */
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/** The bytes a PNG's image data inflates to: a filter byte and the pixels of each row (of each interlacing pass). */
function pngDataSize(b: Buffer, { width, height }: { width: number; height: number }): number | undefined {
  const [depth, colour, interlaced] = [b[24], b[25], b[28]];
  const channels = PNG_CHANNELS[colour];
  if (!channels) return undefined;
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil((w * channels * depth) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)), 0);
}

const PNG: Kind = {
  contentType: 'image/png',
  size: (b) => (b.length >= 33 && b.toString('latin1', 12, 16) === 'IHDR' ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : undefined),
  whole(b, size) {
    // Every chunk whole, its checksum right, up to IEND; then the image data inflated to exactly its size.
    const data: Buffer[] = [];
    for (let i = 8; i + 12 <= b.length; ) {
      const length = b.readUInt32BE(i);
      const end = i + 12 + length;
      if (end > b.length || crc32(b.subarray(i + 4, i + 8 + length)) !== b.readUInt32BE(i + 8 + length)) return false;
      const type = b.toString('latin1', i + 4, i + 8);
      if (type === 'IDAT') data.push(b.subarray(i + 8, i + 8 + length));
      if (type === 'IEND') {
        const expected = pngDataSize(b, size);
        if (expected === undefined || data.length === 0) return false;
        try {
          return inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 }).length === expected;
        } catch {
          return false;
        }
      }
      i = end;
    }
    return false;
  },
};

const JPEG: Kind = {
  contentType: 'image/jpeg',
  size(b) {
    // Walk the markers to the first start-of-frame (SOF0-15 but DHT, JPG and DAC).
    for (let i = 2; i + 9 < b.length; ) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1];
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
      i += 2 + b.readUInt16BE(i + 2);
    }
    return undefined;
  },
  // Its scan starts (SOS) and the file ends where the image does (EOI).
  whole: (b) => b.includes(Buffer.from([0xff, 0xda])) && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9,
};

const WEBP: Kind = {
  contentType: 'image/webp',
  size(b) {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8 ' && b.length >= 30) return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L' && b.length >= 25) {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X' && b.length >= 30) return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    return undefined;
  },
  // The RIFF header's length is the file's.
  whole: (b) => b.readUInt32LE(4) + 8 === b.length,
};

function kindOf(b: Buffer): Kind | undefined {
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return PNG;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return JPEG;
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return WEBP;
  return undefined;
}

/**
 * A floor plan image, checked by its content: PNG, JPEG or WebP by their magic bytes (an SVG, a
 * renamed file or anything else is refused), with a readable size of at most FLOOR_IMAGE_MAX_PIXELS
 * (a small file that would decode into gigabytes is refused too).
 */
export function checkedImage(bytes: Buffer): CheckedFile {
  const kind = kindOf(bytes);
  const size = kind?.size(bytes);
  if (bytes.length === 0) throw new HttpError(400, FLOOR_MESSAGES.empty, { file: FLOOR_MESSAGES.empty });
  if (!kind || !size || size.width === 0 || size.height === 0) throw new HttpError(400, FLOOR_MESSAGES.notImage, { file: FLOOR_MESSAGES.notImage });
  if (size.width * size.height > FLOOR_IMAGE_MAX_PIXELS) throw new HttpError(400, FLOOR_MESSAGES.tooManyPixels, { file: FLOOR_MESSAGES.tooManyPixels });
  if (!kind.whole(bytes, size)) throw new HttpError(400, FLOOR_MESSAGES.damaged, { file: FLOOR_MESSAGES.damaged });
  return { contentType: kind.contentType, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
