import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, loginResponse, okMessage, verifyTokenResponse } from '../../contract';
import { users } from '../db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { clearAddress, recordFailure, signInWait } from '../auth/signInLimits';
import { issueToken, revokeToken } from '../auth/sessions';
import { toSignedInUser } from '../auth/user-view';
import { HttpError, tooManyMessage } from '../errors';

const WRONG_CREDENTIALS = 'Utilizador ou palavra-passe incorretos.';

/** Sign-in, token check and sign-out of the back-office (spec section 7, "Authentication"). */
export const backofficeAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { perAddress: app.config.LOGIN_RATE_LIMIT, perAccount: 5 * app.config.LOGIN_RATE_LIMIT };

  // Never compressed: an answer holding a token is not compressed beside what a caller sent (BREACH).
  app.post('/backoffice/login', { schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } }, compress: false }, async (request, reply) => {
    const { username, password } = request.body;
    const who = { event: 'login', route: 'POST /api/backoffice/login', username, ip: request.ip };
    const wait = await signInWait(app.db, limits, request.ip, username);
    if (wait > 0) {
      request.log.warn({ ...who, outcome: 'limited' }, 'sign-in refused: too many failures');
      reply.header('retry-after', Math.ceil(wait / 1000));
      throw new HttpError(429, tooManyMessage('Demasiadas tentativas de entrada', wait));
    }
    const [user] = await app.db.select().from(users).where(eq(users.idUtilizador, username)).limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await recordFailure(app.db, request.ip, username);
      request.log.warn({ ...who, outcome: 'failure' }, 'sign-in failed');
      return { status: false, mensagem: WRONG_CREDENTIALS, user: null, token: null };
    }
    await clearAddress(app.db, request.ip, username);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await app.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.idUtilizador, user.idUtilizador));
    }
    const token = await issueToken(app.db, user.idUtilizador, app.config.TOKEN_TTL_HOURS);
    request.log.info({ ...who, outcome: 'success', role: user.role }, 'signed in');
    return { status: true, mensagem: 'Sessão iniciada.', user: toSignedInUser(user), token };
  });

  app.get(
    '/backoffice/verifytoken',
    { schema: { tags: ['auth'], response: { 200: verifyTokenResponse } } },
    async (request) => ({ data: toSignedInUser(request.user) }),
  );

  app.post('/backoffice/logout', { schema: { tags: ['auth'], response: { 200: okMessage } }, config: { audit: false } }, async (request) => {
    await revokeToken(app.db, request.tokenHash);
    return { status: true, mensagem: 'Sessão terminada.' };
  });
};
