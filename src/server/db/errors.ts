/** PostgreSQL's error codes the API answers as the client's fault (SQLSTATE, same on PGlite and pg). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** ON DELETE RESTRICT. */
  restrictViolation: '23001',
  invalidText: '22P02',
  outOfRange: '22003',
  datetimeOverflow: '22008',
  invalidDatetime: '22007',
  untranslatableCharacter: '22P05',
  nulInText: '22021',
} as const;

/** The SQLSTATE of a database error, however the driver and Drizzle wrap it. */
export function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** SQLSTATE classes and driver errors that mean "the database is not answering", not a bad request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code: sysCode, message } = e as { code?: unknown; message?: unknown };
    if (typeof sysCode === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(sysCode)) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i.test(message)) return true;
  }
  return false;
}
