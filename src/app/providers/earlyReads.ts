/**
 * Early reads: the API reads a screen made the last time it was opened at an address, asked again
 * the moment that address is opened (the back-office starting there, a click on a link to it), while
 * the screen's code is still being fetched and drawn. The screen's own reads then take those answers
 * (the HTTP client, ./http.ts) instead of asking once drawn, 40–200 ms later.
 *
 * Only reads (GET) are asked early, and their answers read whole at once (no request is left open).
 * An early answer is taken at most once, by a read of the same URL with the same token within
 * FRESH_MS of its asking; one left untaken is dropped, and its read no longer remembered for that
 * address (the screen had it already, e.g. the menu's lookups on a click). An address's reads are the
 * ones asked within RECORD_MS of its opening, remembered in this browser (localStorage, forgotten at
 * sign-out), so the first opening of an address gains nothing. An address is its path: a list that
 * writes its filters into the address stays the screen that was opened.
 *
 * The same holds for the screen's code when the back-office starts at an address (preloadCode): the
 * build's chunks it fetched the last time it started there are fetched at once, while the token is
 * checked, instead of one after the other as each chunk's evaluation asks for the next.
 */
const STORAGE_KEY = 'bo_early_reads';
/** How long after an address is opened what it asks counts as its own (its reads here, its queries: earlyQueries.ts). */
export const RECORD_MS = 2000;
const FRESH_MS = 10_000;
/** The reads remembered per address, and the addresses remembered (the least recently opened dropped). */
const MOST_READS = 8;
const MOST_ADDRESSES = 40;
/** Reads that are no screen's data: the token's check, the live events' stream. */
const NEVER = /\/(backoffice\/verifytoken|events)(\?|$)/;
/** Where an address's code is remembered, and what counts as code: the build's chunks (Vite's `assets` folder), scripts and their styles. */
const CODE_KEY = 'bo_early_code';
const CHUNK = /^\/assets\/[^/]+\.(js|css)$/;
const MOST_CHUNKS = 120;
/** Where an address's queries are remembered (earlyQueries.ts). */
export const QUERIES_KEY = 'bo_early_queries';

/** An answer as the HTTP client reads it: its status and its body's text. */
export interface Answer {
  status: number;
  text: string;
}

interface Early {
  address: string;
  token: string;
  at: number;
  answer: Promise<Answer>;
  /** The answer once it has come (a network failure never comes). */
  came?: Answer;
}

const early = new Map<string, Early>();
let recording: { address: string; until: number; urls: string[] } | null = null;
/** The address the back-office started at, until its code is noted (noteCode). */
let startedAt: string | null = null;

/** What each address loaded, under `key` (its reads, its code, or its queries: earlyQueries.ts). */
export function remembered<T = string>(key: string): Record<string, T[]> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, T[]>) : {};
  } catch {
    return {};
  }
}

/**
 * An address is being opened: asks its remembered reads now with `read`, and remembers the reads
 * asked from now on as its own. Opened again while it is being recorded (the click, then the
 * navigation it makes): nothing more.
 */
export function openAddress(pathname: string, token: string, read: (url: string) => Promise<Answer>): void {
  const now = performance.now();
  if (recording?.address === pathname && now < recording.until) return;
  recording = { address: pathname, until: now + RECORD_MS, urls: [] };
  for (const [url, asked] of early) {
    if (now - asked.at <= FRESH_MS) continue;
    early.delete(url);
    unremember(asked.address, url);
  }
  if (!token) return;
  for (const url of remembered(STORAGE_KEY)[pathname] ?? []) {
    if (early.has(url)) continue;
    const answer = read(url);
    const asked: Early = { address: pathname, token, at: now, answer };
    // An early answer nobody takes must not be an unhandled rejection.
    answer.then((came) => (asked.came = came)).catch(() => undefined);
    early.set(url, asked);
  }
}

/** The answer already asked for this read, if it is fresh and asked with this token (taken once); and the read remembered as its address's. */
export function takeEarly(url: string, token: string): Promise<Answer> | undefined {
  note(url);
  const asked = early.get(url);
  if (!asked) return undefined;
  early.delete(url);
  return asked.token === token && performance.now() - asked.at <= FRESH_MS ? asked.answer : undefined;
}

/**
 * The answer already asked for this read, only if it has come and is a success (taken once; the read
 * remembered as its address's as takeEarly does). One still coming or refused stays for takeEarly:
 * the screen's own read takes it then, a refusal as its first try.
 */
export function takeEarlySuccess(url: string, token: string): Answer | undefined {
  const came = early.get(url)?.came;
  if (!came || came.status < 200 || came.status >= 300) {
    note(url);
    return undefined;
  }
  return takeEarly(url, token) && came;
}

function note(url: string): void {
  if (!recording || performance.now() > recording.until || NEVER.test(url) || recording.urls.includes(url) || recording.urls.length >= MOST_READS) return;
  recording.urls.push(url);
  remember(STORAGE_KEY, recording.address, recording.urls);
}

/** `urls` as what `address` loaded, the most recently opened address last (the oldest ones dropped). */
export function remember(key: string, address: string, urls: readonly unknown[]): void {
  const all: Record<string, readonly unknown[]> = remembered<unknown>(key);
  delete all[address];
  all[address] = urls;
  const addresses = Object.keys(all);
  for (const old of addresses.slice(0, Math.max(0, addresses.length - MOST_ADDRESSES))) delete all[old];
  store(all, key);
}

function unremember(address: string, url: string): void {
  const all = remembered(STORAGE_KEY);
  const urls = all[address]?.filter((u) => u !== url);
  if (!urls) return;
  all[address] = urls;
  if (recording?.address === address) recording.urls = recording.urls.filter((u) => u !== url);
  store(all, STORAGE_KEY);
}

function store(all: Record<string, readonly unknown[]>, key: string): void {
  try {
    localStorage.setItem(key, JSON.stringify(all));
  } catch {
    // A full or refused storage: the reads or the code are simply not remembered.
  }
}

/** Signing out (or a refused token): the addresses' reads and code are this user's; the next user starts without them. */
export function forgetEarlyReads(): void {
  early.clear();
  recording = null;
  startedAt = null;
  localStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(CODE_KEY);
  localStorage.removeItem(QUERIES_KEY);
}

/**
 * The back-office is starting at `pathname`: the chunks it fetched the last time it started there
 * are fetched now (module preloads: fetched and compiled, evaluated only when imported), all at
 * once. A chunk the page has already (the entry's own) is skipped; one a new build no longer has is
 * a wasted request, and the address's chunks are noted again (noteCode).
 */
export function preloadCode(pathname: string): void {
  startedAt = pathname;
  const present = new Set([...document.querySelectorAll('link[href], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')));
  // All at once: one change of the page's head, not one per chunk.
  const links = document.createDocumentFragment();
  for (const url of remembered(CODE_KEY)[pathname] ?? []) {
    if (!CHUNK.test(url) || present.has(url)) continue;
    const link = document.createElement('link');
    if (url.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.href = url;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * The screen the back-office started at is drawn and the page idle: the chunks fetched so far are
 * noted as its address's code, once per start, unless the user has gone elsewhere meanwhile.
 */
export function noteCode(): void {
  if (startedAt === null) return;
  const address = startedAt;
  startedAt = null;
  if (window.location.pathname !== address) return;
  const chunks = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && CHUNK.test(url.pathname))
    .map((url) => url.pathname);
  remember(CODE_KEY, address, [...new Set(chunks)].slice(0, MOST_CHUNKS));
}
