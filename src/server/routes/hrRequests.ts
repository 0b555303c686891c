import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HR_ATTACHMENT_MAX_BYTES, HR_MESSAGES } from '../../contract';
import { API } from '../../contract/api';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { hrRequests } from '../db/schema';
import { HttpError } from '../errors';
import { attachmentDisposition, pdfFromBase64, pdfName } from '../files/pdf';
import { answerHrRequest, createHrRequest, findHrRequest, hrAttachment, listHrRequests, storedFile } from '../repositories/hrRequests';
import { routeOf } from './route';

/** A 10 MB PDF as base64 in JSON, with room for the rest of the body; the only large body of the API. */
const ANSWER_BODY_LIMIT = Math.ceil((HR_ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** HR requests: listed and answered with a PDF in the back-office, sent from the app. */
export const hrRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.hrRequests.list), handler: async (request) => listHrRequests(request.db, request.query) });

  app.route({
    ...routeOf(API.hrRequests.answer),
    bodyLimit: ANSWER_BODY_LIMIT,
    config: { audit: 'alterar', bodyTooLarge: HR_MESSAGES.tooLarge },
    handler: async (request) => {
      const { _id: id, anexo } = request.body;
      const file = pdfFromBase64(anexo, HR_ATTACHMENT_MAX_BYTES);
      const anexoNome = pdfName(request.body.anexoNome, 'resposta.pdf');
      // With If-Match (the version read, or '*') the writer knows what it answers: an answer already there is replaced.
      const version = { atVersion: atVersion(hrRequests, expectedVersion(request)), replaces: expectedVersion(request) !== undefined };
      const outcome = await answerHrRequest(request.db, id, request.user, file, anexoNome, version);
      if (outcome === 'not-found') throw new HttpError(404, HR_MESSAGES.notFound);
      if (outcome === 'stale') throw staleWrite(await findHrRequest(request.db, id));
      if (outcome === 'answered') throw new HttpError(409, HR_MESSAGES.answered);
      audit(request, { recordId: id, before: { anexoNome: outcome.replaced }, after: { anexoNome, size: file.size, sha256: file.sha256 } });
      return { data: outcome.answered };
    },
  });

  // An answer is personal data: every download is written to the audit trail.
  app.route({ ...routeOf(API.hrRequests.attachment), handler: async (request, reply) => {
    const { versao } = request.query;
    const file = versao === undefined ? await hrAttachment(request.db, request.params.id) : await earlierAnswer(request.params.id, versao, request);
    if (!file) throw new HttpError(404, 'Este pedido não tem anexo.');
    reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.name)).header('x-content-type-options', 'nosniff');
    return file.bytes;
  } });

  app.route({ ...routeOf(API.hrRequests.history), handler: async (request) => ({ data: await historyOf(request.params.id, request) }) });

  /** A request's history: its audit entries, newest first; 404 for a request that is not there. */
  async function historyOf(id: string, request: FastifyRequest) {
    if (!(await findHrRequest(request.db, id))) throw new HttpError(404, HR_MESSAGES.notFound);
    return app.recordHistory(request, id);
  }

  /** An earlier answer of the request: only one its history names (an answer's entry with that SHA-256), under the name it had. */
  async function earlierAnswer(id: string, sha256: string, request: FastifyRequest) {
    const answer = (await historyOf(id, request)).map((entry) => entry.after as { sha256?: unknown; anexoNome?: unknown } | null).find((after) => after?.sha256 === sha256);
    if (!answer) throw new HttpError(404, HR_MESSAGES.noVersion);
    const file = await storedFile(request.db, sha256);
    return file && { ...file, name: typeof answer.anexoNome === 'string' ? answer.anexoNome : 'anexo.pdf' };
  }

  // Sent by the mobile app with its user's token; any signed-in user may send one.
  app.route({ ...routeOf(API.hrRequests.create), handler: async (request, reply) => {
    const created = await createHrRequest(request.db, request.user, request.body.type, request.body.corpo);
    if (!created) throw new HttpError(400, HR_MESSAGES.unknownType, { type: HR_MESSAGES.unknownType });
    reply.code(201);
    return { data: created };
  } });
};
