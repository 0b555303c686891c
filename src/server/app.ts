import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openConfigured, type Database } from './db/client';
import { dbPlugin } from './db/plugin';
import { API_PREFIX, DOCS_PREFIX, routeEndpoint, guard } from './auth/guard';
import { ACCESS, endpointRules, TOKEN_HEADER, type RoleRule, type ScreenAccess } from '../contract';
import { HttpError, installErrorHandler, JSON_ONLY, tooManyRequests } from './errors';
import { refuseNulCharacters } from './input';
import { answerWhileStopping } from './stopping';
import { logSerializers } from './logSerializers';
import { OneLinePerRequest } from './requestLog';
import { auditTrail } from './audit';
import { versionHeaders } from './concurrency';
import { apiRoutes } from './routes';
import { everyCallRouted } from './routes/route';
import { resourceRoutes, STORES } from './resources';
import type { Store } from './resources/crudRoutes';
import { eventRoutes } from './events';
import { eventRules } from './events/rules';

/** The largest JSON body the API reads (1 MiB); larger -> 413 before any handler. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /** An open, migrated database; when absent the app opens (and closes) its own from config. */
  database?: Database;
  /** The screens whose endpoints it serves: the access table's (tests add screens of their own). */
  screens?: readonly ScreenAccess[];
  /** Tables of declared resources beyond the product's (tests). */
  stores?: readonly Store[];
  /** Where the JSON log lines go: stdout unless given (tests read them). */
  logStream?: FastifyLoggerOptions['stream'];
}

/** Builds the whole server: API under /api, its OpenAPI description at /api/docs, the client at /. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines with UTC times; secrets are never written (the token header is redacted too).
    logger: {
      level: config.LOG_LEVEL,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      redact: { paths: ['req.headers["access-token"]', 'req.headers.authorization', 'password', '*.password'], censor: '[oculto]' },
      // No statement's parameters, no database detail, URLs cut (logSerializers.ts).
      serializers: logSerializers,
      ...(options.logStream && { stream: options.logStream }),
    },
    // JSON bodies of this API are small; a route taking files sets its own limit.
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // The spec writes some paths with a trailing slash (GET /webinares/): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request instead of Fastify's two (requestLog.ts).
    logController: new OneLinePerRequest(),
    // Requests that arrive while stopping are answered by answerWhileStopping (in Portuguese).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  answerWhileStopping(app);
  refuseNulCharacters(app);
  // Answers over 1 KiB go out compressed (Brotli or gzip, as the browser accepts): the tutorias list
  // with its enrolments shrinks about tenfold. Compressed request bodies are not accepted (a body
  // limit must hold for what is read). Registered before the static client, which is precompressed.
  // Answers up to 1 MiB are compressed in one call (a few ms) and leave at once, like an uncompressed
  // one: through a compression stream, a client that stops reading kept the response in flight and
  // held a SIGTERM's close until the forced exit (tests/server/durability.test.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: 1024 * 1024, globalDecompression: false });
  // API answers (tokens, personal data) are never kept by a browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(DOCS_PREFIX)) reply.header('cache-control', 'no-store');
  });
  // The spec's client sends `Content-Type: application/json` on every call, bodiless DELETEs and
  // POSTs included; Fastify's parser refuses an empty JSON body (400), so read it as no body.
  // The API speaks JSON only: a text/plain body is refused (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  // Where an upload route's scope reads multipart, a call taking a JSON body is sent multipart: 415, as anywhere else (it was a 400 'esperava um objeto').
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body && /^multipart\//i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, JSON_ONLY);
  });

  const screens = options.screens ?? ACCESS;
  const database = options.database ?? (await openConfigured(config));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  // Helmet's headers, its middleware built once: @fastify/helmet builds it anew for every request
  // (its CSP parsed each time: /api/health took 79 µs of server CPU with it, 45 µs without).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The spreadsheet writer (write-excel-file, through fflate) compresses a sheet over 160 kB in a
        // worker made from a blob: URL; refused, the export of ~900 rows and more never finished.
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...extraApiOrigin()],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests() });
  await app.register(dbPlugin, { database, config });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.PRODUCT_NAME} back-office API`, version: '1.0.0' },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    },
    transform: documentAccess(endpointRules(screens)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  everyCallRouted(app);
  await app.register(guard, { screens });
  await app.register(auditTrail, { screens });
  await app.register(versionHeaders);
  const stores = [...STORES, ...(options.stores ?? [])];
  app.decorate('eventRules', eventRules(screens, stores));
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(import('./routes/health'), { prefix: API_PREFIX }); // liveness and readiness probes (docs/deployment.md)
  await app.register(resourceRoutes, { prefix: API_PREFIX, screens, stores });
  await app.register(eventRoutes); // GET /api/events: every open screen live (docs/concurrency.md)

  const clientDir = resolve(config.CLIENT_DIR);
  const indexFile = resolve(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  // The client's page carries the configured product name (menu title, calendar key).
  const indexHtml = hasClient ? readFileSync(indexFile, 'utf8').replaceAll('__PRODUCT_NAME__', escapeHtml(config.PRODUCT_NAME)) : '';
  // Built assets go out precompressed (Brotli or gzip, written by the build); the hashed ones under
  // assets/ never change, so a browser keeps them a year; anything else is revalidated.
  const hashedAssets = resolve(clientDir, 'assets');
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(`${hashedAssets}/`) ? IMMUTABLE : 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || !hasClient || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, message: `Recurso não encontrado: ${request.method} ${request.url.split('?')[0]}` });
    }
    // Any other browser path is a client route (the client shows its own 404 page).
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });

  return app;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The OpenAPI description says, per route, who may call it (from the access rules) and how. */
const documentAccess =
  (rules: ReturnType<typeof endpointRules>): typeof jsonSchemaTransform =>
  (input) => {
  const output = jsonSchemaTransform(input);
  const rule = rules.get(routeEndpoint([input.route.method].flat()[0], input.url));
  if (!rule) return output;
  const who = rule === 'public' ? 'Público.' : rule === 'signed-in' ? 'Qualquer utilizador com sessão.' : describeRule(rule);
  const schema = output.schema as Record<string, unknown>;
  return {
    ...output,
    schema: { ...schema, description: who, ...(rule === 'public' ? {} : { security: [{ accessToken: [] }] }) },
  };
};

function describeRule({ roles, orIf }: RoleRule): string {
  const condition = orIf && ` Também: ${[...orIf.within].join(', ')} que seja responsável por '${orIf.condition.tutoringType}'.`;
  return `Roles: ${[...roles].join(', ')}.${condition ?? ''}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** When the client is pointed at another API (VITE_API_URL), that origin must be allowed too. */
function extraApiOrigin(): string[] {
  const url = process.env.VITE_API_URL;
  return url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}
