/**
 * What the log writes of an error and of a request. Never a statement's parameters: they are what
 * someone typed (a 200,000-character user name was written whole, several times a request, by
 * Drizzle's "Failed query … params: …"), nor a database error's detail, which quotes values. A URL
 * is cut to its first characters, its query being input too.
 */
import type { FastifyRequest } from 'fastify';

const LONGEST_URL = 1000;
const LONGEST_MESSAGE = 2000;
/** Drizzle's line of parameters, in a message or a stack, up to the stack's first frame. */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

const cut = (text: string, longest: number) => (text.length > longest ? `${text.slice(0, longest)}… (${text.length} caracteres)` : text);

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error's type, message, stack, code and cause, without any value of the statement that failed. */
export function errorForLog(error: Error): LoggedError {
  const fields = error as Error & Partial<Record<'code' | 'statusCode' | 'severity' | 'routine' | 'query', unknown>>;
  return {
    type: error.constructor.name,
    message: cut(error.message.replace(PARAMS, ''), LONGEST_MESSAGE),
    stack: cut((error.stack ?? '').replace(PARAMS, ''), LONGEST_MESSAGE * 4),
    ...Object.fromEntries((['code', 'statusCode', 'severity', 'routine', 'query'] as const).filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]])),
    ...(error.cause !== undefined && { cause: error.cause instanceof Error ? errorForLog(error.cause) : error.cause }),
  };
}

/** Fastify's own fields of a request, the URL cut. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: cut(request.url, LONGEST_URL),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

export const logSerializers = { err: errorForLog, req: requestForLog };
