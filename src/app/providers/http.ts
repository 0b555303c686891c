import { fetchUtils, HttpError } from 'react-admin';
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from '../../contract/constants';
import { etagOf, OVERWRITE } from '../../contract/ifMatch';
import type { ApiError } from '../../contract/schemas/common';
import { SERVER_DOWN } from '../layout/loginMessages';
import { messageOfStatus } from './statusMessages';

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

/**
 * Every call sends the spec's headers: no caching, JSON, and the stored token in `access-token`.
 * Errors become react-admin HttpErrors carrying the server's message and per-field errors.
 */
export const createHttpClient =
  (base = API_URL): HttpClient =>
  async <T>(path: string, { method = 'GET', query, body, version, keepalive }: HttpRequest = {}) => {
  const headers = new Headers({
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Content-Type': 'application/json',
    [TOKEN_HEADER]: tokenStore.get(),
    ...ifMatchOf(version),
  });
  try {
    const { json } = await fetchUtils.fetchJson(buildUrl(path, query, base), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive,
    });
    return json as T;
  } catch (error) {
    if (error instanceof HttpError) {
      const payload = error.body as Partial<ApiError> | undefined;
      // An answer without a message of ours (a proxy's HTML page, a bare 500): the spec's text for its status, not its English reason phrase.
      const message = typeof payload?.message === 'string' && payload.message ? payload.message : messageOfStatus(error.status);
      throw new HttpError(message, error.status, { ...payload, errors: payload?.errors });
    }
    throw new HttpError(SERVER_DOWN, 503);
  }
};

/** The client of the configured API base. */
export const http: HttpClient = createHttpClient();
