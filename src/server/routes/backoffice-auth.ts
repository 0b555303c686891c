import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, loginResponse, okMessage, verifyTokenResponse } from '../../contract';
import { users } from '../db/schema';
import { verifyPassword } from '../auth/passwords';
import { issueToken, revokeToken } from '../auth/sessions';
import { toSignedInUser } from '../auth/user-view';
import { tooManyRequests } from '../errors';

const WRONG_CREDENTIALS = 'Utilizador ou palavra-passe incorretos.';

/** Sign-in, token check and sign-out of the back-office (spec section 7, "Authentication"). */
export const backofficeAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } },
      // Guessing passwords: at most LOGIN_RATE_LIMIT attempts a minute per address and username.
      config: {
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preHandler',
          errorResponseBuilder: tooManyRequests('Demasiadas tentativas de entrada'),
          keyGenerator: (request) => `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '')}`,
        },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.idUtilizador, username)).limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) return { status: false, mensagem: WRONG_CREDENTIALS, user: null, token: null };
      const token = await issueToken(app.db, user.idUtilizador, app.config.TOKEN_TTL_HOURS);
      return { status: true, mensagem: 'Sessão iniciada.', user: toSignedInUser(user), token };
    },
  );

  app.get(
    '/backoffice/verifytoken',
    { schema: { tags: ['auth'], response: { 200: verifyTokenResponse } } },
    async (request) => ({ data: toSignedInUser(request.user) }),
  );

  app.post('/backoffice/logout', { schema: { tags: ['auth'], response: { 200: okMessage } } }, async (request) => {
    await revokeToken(app.db, request.tokenHash);
    return { status: true, mensagem: 'Sessão terminada.' };
  });
};
