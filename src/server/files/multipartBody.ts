/**
 * A multipart body read whole before the handler (a route's `preHandler`), so that the handler, and
 * the transaction an audited request runs in (`request.tx`, src/server/audit.ts), never wait on the
 * network for an upload. The parser's limits (registered with @fastify/multipart) bound it.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export interface MultipartBody {
  /** The file part (the parser's limits allow one), as sent: maybe empty. */
  file?: { field: string; bytes: Buffer; name: string | undefined };
  /** The text parts, by name. */
  fields: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is multipart/form-data (see readMultipartBody). */
    multipartBody?: MultipartBody;
  }
}

/** Reads a multipart request's parts into `request.multipartBody`; any other request is left alone. */
export async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: MultipartBody = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') body.file = { field: part.fieldname, bytes: await part.toBuffer(), name: part.filename };
      else body.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    // The parser's limits keep their status (413 too large, 400 too many parts); a malformed body is the client's.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'O pedido multipart está malformado.');
  }
  request.multipartBody = body;
}
