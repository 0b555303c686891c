/** One line of an audit entry's changes: a field, its value before and after (undefined: absent). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const MAX = 80;

/** A value as one short line of text. */
export function shortValue(value: unknown): string {
  const text = value === null ? 'nulo' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields an audit entry changed: those whose value differs between before and after (a record
 * created shows its fields' values, one removed the values it had). At most `limit` lines.
 */
export function changeSummary(before: unknown, after: unknown, limit = 6): FieldChange[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = field in b ? shortValue(b[field]) : undefined;
    const is = field in a ? shortValue(a[field]) : undefined;
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes.slice(0, limit);
}

/** A change as it reads: 'GCI → RH', or 'A' for a field only created or removed. */
export const changeText = (c: FieldChange) => (c.before !== undefined && c.after !== undefined ? `${c.before} → ${c.after}` : (c.after ?? c.before));
