import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a handler throws on purpose: its status and Portuguese message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * One error handler: invalid input -> 400 with a message per field; known errors keep their
 * status and message; anything else is logged and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Valor inválido';
      }
      return reply.code(400).send({ statusCode: 400, message: Object.values(errors).join(' '), errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ statusCode: error.statusCode, message: error.message, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send({ statusCode: status, message: 'Erro interno do servidor.' });
    }
    return reply.code(status).send({ statusCode: status, message: error.message });
  });
}
