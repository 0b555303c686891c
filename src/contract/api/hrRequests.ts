/** HR requests (spec section 7 "HR"): listed and answered with a PDF in the back-office, sent from the app. */
import { call, defineArea } from './call';
import { recordHistoryAnswer } from '../schemas/audit';
import { declaredListQuery } from '../lists/define';
import { hrRequestsList } from '../lists/hrRequests';
import { answerHrRequestBody, createHrRequestBody, hrAttachmentQuery, hrRequestParams, hrRequestResponse, hrRequestsPage, hrRequestsQuery } from '../schemas/hrRequests';

export const hrRequests = defineArea('hrRequests', {
  list: call('GET', '/questoesrh', { query: declaredListQuery(hrRequestsQuery, hrRequestsList), answer: hrRequestsPage }),
  /**
   * The answer: a PDF as base64 in JSON (the client sends it with upload progress). A request
   * already answered is answered again only on purpose: If-Match of its current version, or `*`.
   */
  answer: call('POST', '/questoesrh/update', { body: answerHrRequestBody, answer: hrRequestResponse, versioned: true }),
  /** The answer's PDF, served on demand (a file: no JSON answer); `versao`: an earlier answer's, by its SHA-256 in the history. */
  attachment: call('GET', '/questoesrh/:id/anexo', { params: hrRequestParams, query: hrAttachmentQuery, audited: 'consultar' }),
  /** A request's history ('Histórico'): when it was sent, each answer and each download of it, newest first. */
  history: call('GET', '/questoesrh/:id/historico', { params: hrRequestParams, answer: recordHistoryAnswer }),
  /** Sent by the mobile app with its user's token; any signed-in user may send one. */
  create: call('POST', '/questoesrh', { body: createHrRequestBody, answer: hrRequestResponse, status: 201 }),
});
