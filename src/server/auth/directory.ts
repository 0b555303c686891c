import { readFileSync } from 'node:fs';
import { BusyError, Client, Filter, FilterParser, InvalidCredentialsError, ResultCodeError, SizeLimitExceededError, UnavailableError, type Entry } from 'ldapts';
import type { Config } from '../config';
import { ConfigError } from '../config';

/**
 * Sign-in against the institution's directory (LDAP / Active Directory), see
 * docs/directory-sign-in.md. For each sign-in: a new connection, a bind as the service account, a
 * search for the user's entry with the configured filter (the typed username escaped per RFC 4515),
 * then a bind as that entry with the typed password. The password goes to the directory only: it is
 * never stored, hashed or logged here.
 */

export interface DirectorySettings {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
  userFilter: string;
  usernameAttribute: string;
  timeoutMs: number;
  /** Extra certificate authorities for ldaps:// (a PEM bundle), or Node's own list. */
  ca?: string;
}

/** What the directory knows of a person who signed in. */
export interface DirectoryPerson {
  /** The local user id: the entry's username attribute (uid, sAMAccountName). */
  id: string;
  dn: string;
  nome: string | null;
  email: string | null;
  /** base64 of a JPEG or PNG of at most PHOTO_MAX_BYTES (as the API stores photos), or null. */
  fotografia: string | null;
}

export type DirectoryOutcome =
  | { ok: true; person: DirectoryPerson }
  /** unknown: no entry matches the filter (a disabled account when the filter leaves those out); ambiguous: more than one. */
  | { ok: false; reason: 'unknown' | 'ambiguous' | 'wrong-password' | 'refused' };

/** The directory cannot answer (down, too slow, TLS refused, service account refused): the caller answers 503. */
export class DirectoryUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** Photos larger than this are not copied (a sign-in answer carries the photo). */
export const PHOTO_MAX_BYTES = 256 * 1024;

const USERNAME_PLACEHOLDER = '{{username}}';

/** The directory settings of a configuration in `ldap` or `both` mode (loadConfig has checked they are there). */
export function directorySettings(config: Config): DirectorySettings {
  const missing = (['LDAP_URL', 'LDAP_BASE_DN', 'LDAP_BIND_DN', 'LDAP_BIND_PASSWORD'] as const).filter((key) => config[key] === undefined);
  if (missing.length > 0) throw new ConfigError(`AUTH_MODE ${config.AUTH_MODE} needs ${missing.join(', ')}`);
  const settings: DirectorySettings = {
    url: config.LDAP_URL!,
    bindDn: config.LDAP_BIND_DN!,
    bindPassword: config.LDAP_BIND_PASSWORD!,
    baseDn: config.LDAP_BASE_DN!,
    userFilter: config.LDAP_USER_FILTER,
    usernameAttribute: config.LDAP_USERNAME_ATTRIBUTE,
    timeoutMs: config.LDAP_TIMEOUT_MS,
  };
  if (config.LDAP_TLS_CA_FILE) {
    try {
      settings.ca = readFileSync(config.LDAP_TLS_CA_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError(`LDAP_TLS_CA_FILE cannot be read: ${(error as Error).message}`);
    }
  }
  try {
    FilterParser.parseString(userFilterFor(settings.userFilter, 'probe'));
  } catch (error) {
    throw new ConfigError(`LDAP_USER_FILTER is not a valid LDAP filter: ${(error as Error).message}`);
  }
  return settings;
}

/** The configured filter with the username escaped (RFC 4515: `*`, `(`, `)`, `\` and NUL), so input cannot widen it. */
export function userFilterFor(template: string, username: string): string {
  return template.replaceAll(USERNAME_PLACEHOLDER, Filter.escape(username));
}

/** Errors of the directory's answer that say "not this password / not this account", as opposed to "cannot answer". */
function isRefusal(error: unknown): boolean {
  return error instanceof ResultCodeError && !(error instanceof BusyError || error instanceof UnavailableError);
}

function firstText(entry: Entry, ...names: string[]): string | null {
  for (const name of names) {
    const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = key ? entry[key] : undefined;
    const first = Array.isArray(value) ? value[0] : value;
    const text = Buffer.isBuffer(first) ? first.toString('utf8') : first;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
}

/** A JPEG or PNG (by its first bytes) small enough to keep, as base64; anything else is left out. */
export function photoOf(entry: Entry): string | null {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === 'jpegphoto');
  const value = key ? entry[key] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (!Buffer.isBuffer(first) || first.length === 0 || first.length > PHOTO_MAX_BYTES) return null;
  const jpeg = first[0] === 0xff && first[1] === 0xd8 && first[2] === 0xff;
  const png = first.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png ? first.toString('base64') : null;
}

/** Checks a username and password against the directory; throws DirectoryUnavailableError when it cannot answer. */
export async function authenticate(settings: DirectorySettings, username: string, password: string): Promise<DirectoryOutcome> {
  // An empty password would be an "unauthenticated bind", which directories accept (RFC 4513 5.1.2).
  if (password === '' || username === '') return { ok: false, reason: 'refused' };
  const client = new Client({
    url: settings.url,
    timeout: settings.timeoutMs,
    connectTimeout: settings.timeoutMs,
    // ldapts speaks TLS whenever tlsOptions are given, so only for ldaps:// (the certificate is checked).
    ...(/^ldaps:/i.test(settings.url) ? { tlsOptions: { minVersion: 'TLSv1.2' as const, ...(settings.ca ? { ca: settings.ca } : {}) } } : {}),
  });
  try {
    let entries: Entry[];
    try {
      await client.bind(settings.bindDn, settings.bindPassword);
      ({ searchEntries: entries } = await client.search(settings.baseDn, {
        scope: 'sub',
        filter: userFilterFor(settings.userFilter, username),
        sizeLimit: 2,
        attributes: [settings.usernameAttribute, 'cn', 'displayName', 'mail', 'jpegPhoto'],
        explicitBufferAttributes: ['jpegPhoto'],
      }));
    } catch (error) {
      if (error instanceof SizeLimitExceededError) return { ok: false, reason: 'ambiguous' };
      // A refused service account, a missing base DN or a lost connection: the directory cannot be used.
      throw new DirectoryUnavailableError(`directory search failed: ${(error as Error).message}`, error);
    }
    if (entries.length === 0) return { ok: false, reason: 'unknown' };
    if (entries.length > 1) return { ok: false, reason: 'ambiguous' };
    const [entry] = entries;
    try {
      await client.bind(entry.dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return { ok: false, reason: 'wrong-password' };
      if (isRefusal(error)) return { ok: false, reason: 'refused' };
      throw new DirectoryUnavailableError(`directory bind failed: ${(error as Error).message}`, error);
    }
    return {
      ok: true,
      person: {
        id: firstText(entry, settings.usernameAttribute) ?? username,
        dn: entry.dn,
        nome: firstText(entry, 'displayName', 'cn'),
        email: firstText(entry, 'mail'),
        fotografia: photoOf(entry),
      },
    };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
