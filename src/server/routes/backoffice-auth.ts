import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../contract/api';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { authenticate, directorySettings, DirectoryUnavailableError, type DirectoryPerson } from '../auth/directory';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { signedInFrom, recordFailure, signInWait } from '../auth/signInLimits';
import { issueToken, revokeToken } from '../auth/sessions';
import { toSignedInUser } from '../auth/user-view';
import { HttpError, tooManyMessage } from '../errors';
import { API_PREFIX } from '../auth/guard';
import { routeOf } from './route';

const WRONG_CREDENTIALS = 'Utilizador ou palavra-passe incorretos.';

/** The device cookie (signInLimits.ts): sent back only to the sign-in, never readable by scripts. */
export const DEVICE_COOKIE = 'bo_device';
const DEVICE_COOKIE_DAYS = 30;
const DEVICE_TOKEN = /^[\w-]{43}$/;

/** The request's device cookie, when it has one of ours. */
function deviceOf(request: FastifyRequest): string | undefined {
  const cookies = (request.headers.cookie ?? '').split(';').map((c) => c.trim());
  const value = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))?.slice(DEVICE_COOKIE.length + 1);
  return value && DEVICE_TOKEN.test(value) ? value : undefined;
}

const deviceCookie = (token: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${token}; Path=${API_PREFIX}${API.auth.login.path}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
export const DIRECTORY_UNAVAILABLE = 'O diretório institucional não está disponível. Tente mais tarde.';

/** The answer when the directory cannot be asked (the error handler's shape). */
const unavailableResponse = z
  .object({ statusCode: z.literal(503), message: z.string() })
  .describe('O diretório institucional (LDAP) não respondeu: AUTH_MODE ldap, ou both para contas sem palavra-passe local.');

/**
 * The local user of someone the directory signed in: created on the first sign-in with no role
 * (DEFAULT, stored as null like the seed's) and no password; later sign-ins refresh the name, e-mail
 * and photo the directory has, never the role an administrator gave.
 */
async function upsertDirectoryUser(db: Db, person: DirectoryPerson): Promise<User> {
  const refreshed = {
    ...(person.nome ? { nome: person.nome } : {}),
    ...(person.email ? { email: person.email } : {}),
    ...(person.fotografia ? { fotografia: person.fotografia } : {}),
  };
  const [row] = await db
    .insert(users)
    .values({ idUtilizador: person.id, nome: person.nome, email: person.email, fotografia: person.fotografia, role: null, passwordHash: null })
    .onConflictDoUpdate({ target: users.idUtilizador, set: { ...refreshed, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** Sign-in, token check and sign-out of the back-office (spec section 7, "Authentication"). */
export const backofficeAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { perAddress: app.config.LOGIN_RATE_LIMIT, perAccount: 5 * app.config.LOGIN_RATE_LIMIT };

  const mode = app.config.AUTH_MODE;
  // Checked when the app is built: a directory mode without its settings stops the start.
  const directory = mode === 'local' ? undefined : directorySettings(app.config);

  // Never compressed: an answer holding a token is not compressed beside what a caller sent (BREACH).
  const login = routeOf(API.auth.login);
  app.route({
    ...login,
    schema: { ...login.schema, response: { ...login.schema.response, 503: unavailableResponse } },
    compress: false,
    handler: async (request, reply) => {
      const { username, password } = request.body;
      const who = { event: 'login', route: 'POST /api/backoffice/login', username, ip: request.ip };
      const device = deviceOf(request);
      const wait = await signInWait(request.db, limits, request.ip, username, device);
      if (wait > 0) {
        request.log.warn({ ...who, outcome: 'limited' }, 'sign-in refused: too many failures');
        reply.header('retry-after', Math.ceil(wait / 1000));
        throw new HttpError(429, tooManyMessage('Demasiadas tentativas de entrada', wait));
      }
      const failed = async (reason?: string) => {
        await recordFailure(request.db, request.ip, username, device);
        request.log.warn({ ...who, outcome: 'failure', ...(reason ? { reason } : {}) }, 'sign-in failed');
        return { status: false, mensagem: WRONG_CREDENTIALS, user: null, token: null };
      };
      const signedIn = async (user: User, source: 'local' | 'directory') => {
        reply.header('set-cookie', deviceCookie(await signedInFrom(request.db, request.ip, username, device), request.protocol === 'https'));
        const token = await issueToken(request.db, user.idUtilizador, app.config.TOKEN_TTL_HOURS);
        request.log.info({ ...who, outcome: 'success', role: user.role, ...(directory ? { source } : {}) }, 'signed in');
        return { status: true, mensagem: 'Sessão iniciada.', user: toSignedInUser(user), token };
      };

      const [user] = await request.db.select().from(users).where(eq(users.idUtilizador, username)).limit(1);
      // local: every account; both: accounts that have a local password (so local administrators
      // sign in while the directory is down); ldap: none.
      if (!directory || (mode === 'both' && user?.passwordHash)) {
        const ok = await verifyPassword(user?.passwordHash ?? null, password);
        if (!user || !ok) return failed(directory ? 'local password' : undefined);
        if (user.passwordHash && needsRehash(user.passwordHash)) {
          await request.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.idUtilizador, user.idUtilizador));
        }
        return signedIn(user, 'local');
      }

      let outcome;
      try {
        outcome = await authenticate(directory, username, password);
      } catch (error) {
        if (!(error instanceof DirectoryUnavailableError)) throw error;
        request.log.error({ ...who, outcome: 'directory-unavailable', reason: error.message }, 'sign-in impossible: directory unavailable');
        reply.header('retry-after', 30);
        throw new HttpError(503, DIRECTORY_UNAVAILABLE);
      }
      if (!outcome.ok) return failed(`directory: ${outcome.reason}`);
      if (mode === 'both' && outcome.person.id !== username) {
        // The entry names another local account (e.g. typed 'Ana', uid 'ana'): one with a local password stays local.
        const [local] = await request.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.idUtilizador, outcome.person.id)).limit(1);
        if (local?.passwordHash) return failed('directory entry of a local account');
      }
      return signedIn(await upsertDirectoryUser(request.db, outcome.person), 'directory');
    },
  });

  app.route({ ...routeOf(API.auth.verifyToken), handler: async (request) => ({ data: toSignedInUser(request.user) }) });

  app.route({
    ...routeOf(API.auth.logout),
    config: { audit: false },
    handler: async (request) => {
      await revokeToken(request.db, request.tokenHash);
      app.tokenCache.forget(request.user.idUtilizador);
      return { status: true, mensagem: 'Sessão terminada.' };
    },
  });
};
