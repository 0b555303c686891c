import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, PG, pgCode } from './db/errors';

/** An error a handler throws on purpose: its status and Portuguese message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More of the answer (a stale write's `current` record). */
    readonly more?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The messages of the database's refusals: a duplicate, a record still used by others. */
export interface RefusalMessages {
  duplicate: string;
  inUse: string;
}

export const GENERIC_REFUSALS: RefusalMessages = { duplicate: 'Já existe um registo com estes dados.', inUse: 'O registo está associado a outros dados.' };

/** Values the database refuses, as the client's fault (never a 500); undefined for any other error. */
export function databaseRefusal(error: unknown, messages: RefusalMessages = GENERIC_REFUSALS): HttpError | undefined {
  const code = pgCode(error);
  if (code === PG.uniqueViolation) return new HttpError(409, messages.duplicate);
  if (code === PG.foreignKeyViolation || code === PG.restrictViolation) return new HttpError(409, messages.inUse);
  const invalid: string[] = [PG.invalidText, PG.outOfRange, PG.datetimeOverflow, PG.invalidDatetime, PG.untranslatableCharacter, PG.nulInText];
  if (code && invalid.includes(code)) return new HttpError(400, 'Valor inválido.');
  return undefined;
}

/**
 * One error handler: invalid input -> 400 with a message per field; known errors keep their
 * status and message; anything else is logged and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path's id that is no UUID names no record (recordId in the contract): 404, as an unknown UUID.
      const noRecord = error.validationContext === 'params' && error.validation.find((issue) => issue.keyword === 'invalid_format' && issue.params.format === 'uuid');
      if (noRecord) return reply.code(404).send({ statusCode: 404, message: noRecord.message ?? 'Registo não encontrado.' });
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Valor inválido';
      }
      return reply.code(400).send({ statusCode: 400, message: Object.values(errors).join(' '), errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.more, statusCode: error.statusCode, message: error.message, errors: error.errors });
    }
    const refused = databaseRefusal(error);
    if (refused) return reply.code(refused.statusCode).send({ statusCode: refused.statusCode, message: refused.message });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', 5).send({ statusCode: 503, message: 'Serviço temporariamente indisponível. Tente novamente dentro de momentos.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send({ statusCode: status, message: 'Erro interno do servidor.' });
    }
    // Too many files or parts is no file too large: one file is expected, and said (400).
    if (error.code && error.code in TOO_MANY_PARTS) return reply.code(400).send({ statusCode: 400, message: TOO_MANY_PARTS[error.code] });
    const tooLarge = status === 413 ? request.routeOptions.config?.bodyTooLarge : undefined;
    return reply.code(status).send({ statusCode: status, message: tooLarge ?? frameworkMessage(error, status) });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route that takes files says of a body over its limit ('O anexo tem no máximo 10 MB.'). */
    bodyTooLarge?: string;
  }
}

/** A multipart body past its limits on files, fields or parts (@fastify/multipart's 413s): what is expected instead. */
const TOO_MANY_PARTS: Record<string, string> = {
  FST_FILES_LIMIT: 'Envie um único ficheiro.',
  FST_FIELDS_LIMIT: 'O pedido tem demasiados campos: envie um único ficheiro e os campos do formulário.',
  FST_PARTS_LIMIT: 'O pedido tem demasiadas partes: envie um único ficheiro e os campos do formulário.',
};

/** Fastify's own refusals (its codes start FST_) in Portuguese; other errors keep their message. */
/** A body of another type than JSON where JSON is read (415). */
export const JSON_ONLY = 'Tipo de conteúdo não suportado: envie JSON (application/json).';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'O pedido é demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_ONLY,
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo do pedido não é JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo do pedido está vazio.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho declarado do pedido não corresponde ao corpo.',
};

function frameworkMessage(error: FastifyError, status: number): string {
  const code = typeof error.code === 'string' ? error.code : '';
  if (FRAMEWORK_MESSAGES[code]) return FRAMEWORK_MESSAGES[code];
  // JSON.parse's own words (a SyntaxError) or any other refusal of the framework's.
  if (error instanceof SyntaxError || code.startsWith('FST_') || status === 415) {
    return status === 413 ? FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE : status === 415 ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE : 'Pedido inválido.';
  }
  return error.message;
}

/** "1 minuto", "3 minutos": a wait, rounded up to whole minutes. */
export function minutesText(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** A wait as `Retry-After` gives it: in seconds under half a minute ('1 segundo', '20 segundos'), else in whole minutes. */
export function waitText(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds <= 30 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : minutesText(milliseconds);
}

/** "Demasiadas tentativas de entrada. Tente novamente dentro de 1 minuto.": `what` names what was too frequent. */
export function tooManyMessage(what: string, waitMs: number): string {
  return `${what}. Tente novamente dentro de ${waitText(waitMs)}.`;
}

/** @fastify/rate-limit's answer, in Portuguese, with the wait in minutes. */
export const tooManyRequests =
  (what = 'Demasiados pedidos seguidos') =>
  (_request: unknown, context: { ttl: number }) => ({
    statusCode: 429,
    error: 'Too Many Requests',
    message: tooManyMessage(what, context.ttl),
  });
