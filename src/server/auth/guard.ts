import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointKeyOf, endpointRules, normaliseRole, ruleAllows, TOKEN_HEADER, type Endpoint, type Role, type ScreenAccess } from '../../contract';
import type { Db } from '../db/client';
import { meetsCondition } from './conditions';
import type { User } from '../db/schema';
import { sessionForToken } from './sessions';
import { AUTH_CHANNEL, TokenCache, type CachedSession } from './tokenCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who each recent token belongs to; a route that revokes a session or changes a user forgets it. */
    tokenCache: TokenCache;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the guard on every route but the public ones. */
    user: User;
    role: Role;
    tokenHash: string;
  }
}

export const API_PREFIX = '/api';
/** The OpenAPI description and its browser are public documentation, not API endpoints. */
export const DOCS_PREFIX = `${API_PREFIX}/docs`;
const isApiEndpoint = (url: string) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(DOCS_PREFIX);

export const GUARD_MESSAGES = {
  unauthenticated: 'Sessão inválida ou expirada. Inicie sessão novamente.',
  forbidden: 'Não tem permissão para esta operação.',
} as const;

/**
 * The one guard: every /api route must be in the access table (the server refuses to start
 * otherwise); before its handler runs, a missing or bad token gets 401 and a role the table does
 * not allow gets 403.
 */
export const guard = fp<{ screens: readonly ScreenAccess[] }>(
  async (app, { screens }) => {
    const rules = endpointRules(screens);
    app.decorateRequest('user', null as unknown as User);
    app.decorateRequest('role', 'DEFAULT');
    app.decorateRequest('tokenHash', '');
    const cache = new TokenCache(TOKEN_CACHE_MS);
    app.decorate('tokenCache', cache);
    const unlisten = await app.database.listen(AUTH_CHANNEL, {
      onMessage: (userId) => cache.forget(userId),
      onListening: (listening) => cache.setListening(listening),
    });
    app.addHook('onClose', unlisten);

    app.addHook('onRoute', (route) => {
      if (!isApiEndpoint(route.url)) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const key = routeEndpoint(method, route.url);
        if (!rules.has(key)) throw new Error(`Route ${key} is not in the access table (src/contract/access.ts)`);
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.routeOptions.url;
      if (!url || !isApiEndpoint(url)) return; // static client, docs, or an unknown path
      const rule = rules.get(routeEndpoint(request.method === 'HEAD' ? 'GET' : request.method, url));
      if (rule === 'public') return;
      const token = request.headers[TOKEN_HEADER];
      const session = typeof token === 'string' ? await sessionOf(app.db, cache, token) : undefined;
      if (!session) return reply.code(401).send({ statusCode: 401, message: GUARD_MESSAGES.unauthenticated });
      const { user, tokenHash } = session;
      const role = normaliseRole(user.role);
      if (!(await ruleAllows(rule, role, (condition) => meetsCondition(app.db, user.idUtilizador, condition)))) {
        request.log.warn({ event: 'forbidden', user: user.idUtilizador, role, ip: request.ip, route: `${request.method} ${url}` }, 'refused: role not allowed');
        return reply.code(403).send({ statusCode: 403, message: GUARD_MESSAGES.forbidden });
      }
      request.user = user;
      request.role = role;
      request.tokenHash = tokenHash;
    });
  },
  { name: 'guard', dependencies: ['db'] },
);

/**
 * How long a process trusts what it read about a token without asking again. Changes reach every
 * process at once through the database's notifications (tokenCache.ts); this only bounds what a
 * lost notification could leave behind.
 */
const TOKEN_CACHE_MS = 30_000;

/** The session of a live token (its user, its hash): from this process's cache, else from the database (then cached). */
async function sessionOf(db: Db, cache: TokenCache, token: string): Promise<CachedSession | undefined> {
  const cached = cache.get(token);
  if (cached) return cached;
  const generation = cache.begin();
  const found = await sessionForToken(db, token);
  if (!found) return undefined;
  const { expiresAt, ...session } = found;
  cache.set(token, session, expiresAt, generation);
  return session;
}

/** A registered route's key in the access table: its method and its URL without the /api prefix. */
export const routeEndpoint = (method: string, url: string) => endpointKeyOf({ method, path: url.slice(API_PREFIX.length) }) as Endpoint;
