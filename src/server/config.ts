import { z } from 'zod';

/** PostgreSQL connections a process holds unless DB_POOL_SIZE says otherwise. */
export const DEFAULT_DB_POOL_SIZE = 5;

const schema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Most PostgreSQL connections one process holds (besides its listening one). More statements at
   * once than the database's cores can run only queue in its scheduler instead of in the pool:
   * on 2 cores, with 10 clients searching at once, the search's p99 was 13–17 ms with a pool of 5
   * and 15–25 ms with a pool of 10 (docs/performance.md).
   */
  DB_POOL_SIZE: z.coerce.number({ error: 'DB_POOL_SIZE must be a number' }).int().min(1, 'DB_POOL_SIZE must be at least 1').max(100, 'DB_POOL_SIZE must be at most 100').default(DEFAULT_DB_POOL_SIZE),
  PRODUCT_NAME: z.string().trim().min(1, 'PRODUCT_NAME must not be empty').max(40).default('Campus'),
  LOGIN_RATE_LIMIT: z.coerce.number({ error: 'LOGIN_RATE_LIMIT must be a number' }).int().positive().default(10),
  TOKEN_TTL_HOURS: z.coerce.number({ error: 'TOKEN_TTL_HOURS must be a number' }).positive().default(12),
  /** Most event streams (GET /api/events, one per open tab) one user holds on one server process; one more is a 429. */
  EVENT_STREAMS_PER_USER: z.coerce.number({ error: 'EVENT_STREAMS_PER_USER must be a number' }).int().min(1, 'EVENT_STREAMS_PER_USER must be at least 1').max(1000).default(20),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, or a
   * hop count); none by default, so a client cannot pick the address its sign-in failures count against.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine((v) => v.trim().toLowerCase() !== 'true', 'TRUST_PROXY must name the proxies (e.g. 127.0.0.1,10.0.0.0/8) or a hop count, not true')
    .transform((v): string[] | ((address: string, hop: number) => boolean) | false => {
      const trimmed = v.trim();
      if (trimmed === '') return false;
      if (/^\d+$/.test(trimmed)) return (_address, hop) => hop < Number(trimmed);
      return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built client (`npm run build` writes it to dist/client), relative to the working directory. */
  CLIENT_DIR: z.string().default('./dist/client'),
  /** How often the notification sender looks for due notifications (ms). */
  NOTIFICATION_POLL_MS: z.coerce.number({ error: 'NOTIFICATION_POLL_MS must be a number' }).int().min(100).default(5000),
  /** Most notifications the sender claims in one transaction. */
  NOTIFICATION_BATCH_SIZE: z.coerce.number({ error: 'NOTIFICATION_BATCH_SIZE must be a number' }).int().min(1).max(1000).default(20),
  /**
   * Most recipients of one notification delivered per transaction. Unset: 500 on the embedded
   * database, where a statement holds the server's thread; the whole audience in one statement on
   * PostgreSQL. See docs/notifications.md.
   */
  NOTIFICATION_SLICE_SIZE: z.coerce.number({ error: 'NOTIFICATION_SLICE_SIZE must be a number' }).int().min(1).max(1_000_000).optional(),
  /**
   * Who checks back-office passwords: `local` (the stored hashes, the default), `ldap` (the
   * institution's directory only) or `both` (accounts with a local password locally, everyone else
   * against the directory). See docs/directory-sign-in.md.
   */
  AUTH_MODE: z.enum(['local', 'ldap', 'both'], { error: 'AUTH_MODE must be local, ldap or both' }).default('local'),
  /** The directory: ldap://host:389 or ldaps://host:636 (TLS, certificate checked). */
  LDAP_URL: z.string().regex(/^ldaps?:\/\/[^/\s]+\/?$/i, 'LDAP_URL must be ldap://host[:port] or ldaps://host[:port]').optional(),
  /** The service account that searches for the user's entry, and its password. */
  LDAP_BIND_DN: z.string().trim().min(1).optional(),
  LDAP_BIND_PASSWORD: z.string().optional(),
  /** Where users are searched (subtree), e.g. ou=people,dc=example,dc=org. */
  LDAP_BASE_DN: z.string().trim().min(1).optional(),
  /** The search filter; {{username}} is replaced by the typed username, escaped (RFC 4515). */
  LDAP_USER_FILTER: z
    .string()
    .trim()
    .default('(uid={{username}})')
    .refine((v) => v.includes('{{username}}') && v.startsWith('(') && v.endsWith(')'), 'LDAP_USER_FILTER must be a filter in parentheses holding {{username}}, e.g. (uid={{username}})'),
  /** The entry's attribute whose value is the local user id (Active Directory: sAMAccountName). */
  LDAP_USERNAME_ATTRIBUTE: z.string().trim().regex(/^[A-Za-z][\w-]*$/, 'LDAP_USERNAME_ATTRIBUTE must be an attribute name').default('uid'),
  /** A PEM file of the certificate authorities an ldaps:// directory's certificate chains to (default: Node's). */
  LDAP_TLS_CA_FILE: z.string().trim().min(1).optional(),
  /** How long (ms) a connection or one directory operation may take before the directory counts as unavailable. */
  LDAP_TIMEOUT_MS: z.coerce.number({ error: 'LDAP_TIMEOUT_MS must be a number' }).int().min(100).max(60_000).default(5000),
});

/** In `ldap` and `both` modes the directory must be fully described. */
const DIRECTORY_SETTINGS = ['LDAP_URL', 'LDAP_BASE_DN', 'LDAP_BIND_DN', 'LDAP_BIND_PASSWORD'] as const;

const checkedSchema = schema.superRefine((config, context) => {
  if (config.AUTH_MODE === 'local') return;
  for (const key of DIRECTORY_SETTINGS) {
    if (config[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: `${key} is required when AUTH_MODE is ${config.AUTH_MODE}` });
  }
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads every setting from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(present[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Settings for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...schema.parse({ LOG_LEVEL: 'silent' }), ...overrides };
}
