/**
 * Spreadsheets the client exports (spec section 7 "Client-side exports"), written with
 * write-excel-file (the registry's `xlsx` carries unfixed advisories). Every text cell is written
 * as a string, never as a formula, whatever it starts with ('=', '+', '-', '@', a tab): a name
 * typed as `=HYPERLINK(...)` stays a name. Characters XML cannot hold (NUL and other controls) are
 * dropped. Loaded only when the user exports.
 */
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/universal';

/**
 * A day, or a day and time, as the institution's clock reads it (its parts as a UTC instant, which a
 * spreadsheet reads as a zone-less date): written as a date cell, so it sorts and filters as one.
 */
export interface WallTime {
  wall: Date;
  withTime: boolean;
}

export type Value = string | number | boolean | null | undefined | WallTime;

/** XML 1.0 allows tab, newline and carriage return among the control characters; nothing else. */
const xmlSafe = (text: string) => [...text].filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r').join('');

/** One cell: numbers, yes/no and dates as themselves, everything else as plain text. */
export function cell(value: Value, options: { bold?: boolean } = {}): Cell {
  const fontWeight = options.bold ? ('bold' as const) : undefined;
  if (typeof value === 'object' && value !== null) return { type: Date, value: value.wall, format: value.withTime ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy', fontWeight };
  if (typeof value === 'number' && Number.isFinite(value)) return { type: Number, value, fontWeight };
  if (typeof value === 'boolean') return { type: Boolean, value, fontWeight };
  return { type: String, value: xmlSafe(value === null || value === undefined ? '' : String(value)), fontWeight };
}

/** A sheet: a title row, a header row, then the data rows. */
export function titledSheet(title: string, headers: readonly string[], rows: readonly (readonly Value[])[]): SheetData {
  return [[cell(title, { bold: true })], headers.map((h) => cell(h, { bold: true })), ...rows.map((row) => row.map((value) => cell(value)))];
}

/** A workbook of named sheets, in order, as a Blob (the browser saves it; tests read it back). */
export function workbookOf(sheets: readonly { name: string; data: SheetData }[]): Promise<Blob> {
  return writeXlsxFile(sheets.map(({ name, data }) => ({ data, sheet: name.slice(0, 31) }))).toBlob();
}

/** The workbook of one sheet. */
export function workbook(sheet: SheetData, sheetName: string): Promise<Blob> {
  return workbookOf([{ name: sheetName, data: sheet }]);
}
