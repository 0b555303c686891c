import { createHash } from 'node:crypto';
import { FLOOR_IMAGE_MAX_PIXELS, FLOOR_MESSAGES } from '../../contract';
import { HttpError } from '../errors';
import type { CheckedFile } from './pdf';

interface Kind {
  contentType: string;
  /** Width and height from the header, without decoding the image. */
  size(bytes: Buffer): { width: number; height: number } | undefined;
}

const PNG: Kind = {
  contentType: 'image/png',
  size: (b) => (b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : undefined),
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
  if (!kind || !size || size.width === 0 || size.height === 0) throw new HttpError(400, FLOOR_MESSAGES.notImage, { file: FLOOR_MESSAGES.notImage });
  if (size.width * size.height > FLOOR_IMAGE_MAX_PIXELS) throw new HttpError(400, FLOOR_MESSAGES.tooManyPixels, { file: FLOOR_MESSAGES.tooManyPixels });
  return { contentType: kind.contentType, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
