/** Values as an export's cells (exports/spreadsheet.ts), by the kind of field they are. */
import { NUMBER_KINDS, toLocalParts, type FieldKind } from '../../contract';
import type { Value } from './spreadsheet';

/** A record's value as an export's cell: yes/no as such, a number as a number, a day or an instant as a date cell on the institution's clock, the rest as its text. */
export function fieldCell(kind: FieldKind, value: unknown): Value {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'boolean') return Boolean(value);
  if (NUMBER_KINDS.has(kind)) return Number.isFinite(Number(value)) ? Number(value) : String(value);
  if (kind !== 'date' && kind !== 'datetime') return String(value);
  const text = String(value);
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? undefined : new Date(text);
  if (instant && Number.isNaN(instant.getTime())) return text;
  const { date, time } = instant ? toLocalParts(instant) : { date: text, time: '00:00' };
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = new Date(Date.UTC(year, month - 1, day, hours, minutes));
  return Number.isNaN(wall.getTime()) ? text : { wall, withTime: kind === 'datetime' };
}
