import { HttpError } from 'react-admin';
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from '../../contract/constants';
import { etagOf, OVERWRITE } from '../../contract/ifMatch';
import type { ApiError } from '../../contract/schemas/common';
import { SERVER_DOWN } from '../layout/loginMessages';
import { messageOfStatus } from './statusMessages';
import { openAddress, takeEarly, takeEarlySuccess, type Answer } from './earlyReads';

/** The API base: same origin `/api` unless VITE_API_URL points the client at another server. */
export const API_URL = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || '/api';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY) ?? '',
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The version the write was read at (`If-Match`), or OVERWRITE. */
  version?: string;
  /** fetch's keepalive: the request outlives the page (at most 64 KiB of body). */
  keepalive?: boolean;
  /**
   * false: a read the audit trail records as an action (the purge the spec calls by GET, a read of
   * health data), never asked ahead of the user. Any other GET is a plain read: it takes an answer
   * asked early, and is remembered as its address's read (./earlyReads.ts).
   */
  early?: false;
}

/** `If-Match` of a versioned write: the version read, or `*` to overwrite on purpose (contract/schemas/version.ts). */
export const ifMatchOf = (version: string | undefined): Record<string, string> =>
  version === undefined ? {} : { 'If-Match': version === OVERWRITE ? OVERWRITE : etagOf(version) };

export type HttpClient = <T = unknown>(path: string, request?: HttpRequest) => Promise<T>;

export function buildUrl(path: string, query: Query = {}, base = API_URL): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** An answer read whole: its status and body. */
const readAnswer = async (response: Response): Promise<Answer> => ({ status: response.status, text: await response.text() });

/** The spec's headers of every call: no caching, JSON, the stored token in `access-token`, and a write's `If-Match`. */
const headersOf = (token: string, version?: string) =>
  new Headers({ Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache', 'Content-Type': 'application/json', [TOKEN_HEADER]: token, ...ifMatchOf(version) });

let onlyEarly = false;

/**
 * Runs `read` taking only the answers asked early that have come, successes (./earlyReads.ts): a
 * call it makes before its first wait with no such answer asks nothing and is refused, and leaves
 * the answer still coming or refused to the screen's own read. earlyQueries.ts runs a screen's
 * queries ahead of it so, never asking the server more than the start already did.
 */
export function earlyAnswersOnly<T>(read: () => Promise<T>): Promise<T> {
  onlyEarly = true;
  try {
    return read();
  } finally {
    onlyEarly = false;
  }
}

/**
 * Every call sends the spec's headers (headersOf). A read takes the answer asked early for it when
 * there is one (./earlyReads.ts). Errors become react-admin HttpErrors carrying the server's message
 * and per-field errors; no answer at all is the server being off (503).
 */
export const createHttpClient =
  (base = API_URL): HttpClient =>
  async <T>(path: string, { method = 'GET', query, body, version, keepalive, early }: HttpRequest = {}) => {
    const url = buildUrl(path, query, base);
    const token = tokenStore.get();
    const askedEarly = method === 'GET' && early !== false ? (onlyEarly ? takeEarlySuccess(url, token) : takeEarly(url, token)) : undefined;
    // Run with early answers only (earlyAnswersOnly) and none: nothing is asked.
    if (!askedEarly && onlyEarly) throw new Error(`No early answer for ${url}`);
    let answer: Answer;
    try {
      answer = await (askedEarly ?? fetch(url, { method, headers: headersOf(token, version), body: body === undefined ? undefined : JSON.stringify(body), keepalive }).then(readAnswer));
    } catch {
      throw new HttpError(SERVER_DOWN, 503);
    }
    const { status, text } = answer;
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300) return json as T;
    const payload = (json && typeof json === 'object' ? json : undefined) as Partial<ApiError> | undefined;
    // An answer without a message of ours (a proxy's HTML page, a bare 500): the spec's text for its status, not its English reason phrase.
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : messageOfStatus(status);
    throw new HttpError(message, status, { ...payload, errors: payload?.errors });
  };

/** An address of the back-office is being opened: the reads its screen made last time are asked now (./earlyReads.ts). */
export const readEarly = (pathname: string): void => {
  const token = tokenStore.get();
  openAddress(pathname, token, (url) => fetch(url, { headers: headersOf(token) }).then(readAnswer));
};

/** The client of the configured API base. */
export const http: HttpClient = createHttpClient();
