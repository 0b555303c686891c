import { createHash } from 'node:crypto';
import { HR_MESSAGES } from '../../contract';
import { HttpError } from '../errors';

/** A checked upload, ready to store. */
export interface CheckedFile {
  contentType: string;
  bytes: Buffer;
  size: number;
  sha256: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A PDF sent as base64 (optionally as a `data:` URL), checked by its content: it must start with
 * `%PDF-` and end with `%%EOF` (a cut-off upload does not), and be at most `maxBytes` decoded.
 * Anything else is a 400 (413 when too large) with a Portuguese message.
 */
export function pdfFromBase64(text: string, maxBytes: number): CheckedFile {
  const base64 = text.replace(/^data:[^;,]*(;[^;,]*)*;base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw new HttpError(400, HR_MESSAGES.notPdf, { anexo: HR_MESSAGES.notPdf });
  const decodedSize = (base64.length / 4) * 3 - (base64.match(/=+$/)?.[0].length ?? 0);
  if (decodedSize > maxBytes) throw new HttpError(413, HR_MESSAGES.tooLarge, { anexo: HR_MESSAGES.tooLarge });
  return checkedPdf(Buffer.from(base64, 'base64'), 'anexo', HR_MESSAGES.notPdf);
}

/**
 * A PDF by its content: it starts with `%PDF-` and ends with `%%EOF` (a cut-off upload does not).
 * Refusals are 400s naming `field`; `notPdf` says what was expected.
 */
export function checkedPdf(bytes: Buffer, field: string, notPdf: string): CheckedFile {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new HttpError(400, notPdf, { [field]: notPdf });
  if (!bytes.subarray(-1024).includes('%%EOF')) throw new HttpError(400, HR_MESSAGES.truncated, { [field]: HR_MESSAGES.truncated });
  return { contentType: 'application/pdf', bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Characters that turn text around or hide (bidi controls, zero-width): '\u202efdp.exe' shows as 'exe.pdf'. */
const TURNING_OR_HIDDEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f);

/**
 * A PDF's name as kept and downloaded: as sent, without control, bidi or invisible characters, at
 * most 200 characters, and ending in '.pdf' whatever it ended in (the content is a PDF: 'x.html'
 * becomes 'x.pdf'); `fallback` when nothing is left.
 */
export function pdfName(name: string | undefined, fallback: string): string {
  const shown = [...(name ?? '')].filter((c) => !isControl(c)).join('').replace(TURNING_OR_HIDDEN, '').trim();
  const stem = shown.replace(/\.[^.\s]{1,10}$/, '').trim().slice(0, 196);
  return stem ? `${stem}.pdf` : fallback;
}

/** `Content-Disposition` for a PDF's download under its own name (`pdfName`: ASCII fallback plus the UTF-8 name). */
export function attachmentDisposition(name: string): string {
  const safe = pdfName(name, 'anexo.pdf');
  const ascii = safe.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii === '.pdf' ? 'anexo.pdf' : ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
