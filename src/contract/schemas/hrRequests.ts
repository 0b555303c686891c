/** HR requests (spec: "HR requests screen", sections 3, 5, 7 "HR", 9): answered by attaching a PDF. */
import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { requiredText, sentText } from './fields';
import { recordId } from './common';
import { paginationInfo, paginationQuery } from './pagination';
import { versioned } from './version';


/** The largest attachment, decoded (spec: PDF only). */
export const HR_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const HR_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  answered: 'Este pedido já foi respondido.',
  notPdf: 'O anexo tem de ser um PDF.',
  truncated: 'O PDF está incompleto ou danificado.',
  tooLarge: 'O anexo tem no máximo 10 MB.',
  noFile: 'Escolha um ficheiro PDF.',
  fileName: 'Nome do ficheiro inválido.',
  unknownType: 'Tipo de pedido desconhecido.',
  typeRequired: 'Tipo de pedido é obrigatório',
  bodyRequired: 'Pedido é obrigatório',
  version: 'Versão da resposta inválida.',
  noVersion: 'Esta versão da resposta não existe neste pedido.',
} as const;

/**
 * GET /questoesrh?limit=10&page (zero-based)[&respondidos=false][&tipo=<type name>]: newest first;
 * the filters are applied by the database, so pages stay full.
 */
export const hrRequestsQuery = paginationQuery(PAGE_SIZE.hrRequests).extend({
  respondidos: z.stringbool({ error: 'respondidos deve ser true ou false.' }).optional(),
  tipo: z.string().trim().max(100, 'Tipo de pedido inválido.').optional(),
});
export type HrRequestsQuery = z.infer<typeof hrRequestsQuery>;

/**
 * A request as listed. The spec's record carries the PDF as base64 `anexo`; this server lists its
 * name only (`anexo` null) and serves the bytes on demand at GET /questoesrh/:id/anexo. Its version
 * is sent back with the answer.
 */
export const hrRequest = versioned(z.object({
  _id: z.string(),
  corpo: z.string(),
  type: z.string(),
  anexo: z.string().nullable(),
  anexoNome: z.string().nullable(),
  date: z.string(),
  user: z.object({ nome: z.string().nullable(), email: z.string().nullable() }),
}));
export type HrRequest = z.infer<typeof hrRequest>;

export const hrRequestsPage = z.object({ data: z.array(hrRequest), pagination: paginationInfo });
export type HrRequestsPage = z.infer<typeof hrRequestsPage>;

/**
 * A PDF's file name as the requester will see it: no folders, ending in .pdf. The file's own name,
 * not typed: one of invisible characters only is stored under a default name (pdfName), not refused.
 */
const attachmentName = sentText(HR_MESSAGES.fileName, 200).refine((name) => !/[\\/]/.test(name), HR_MESSAGES.fileName);

/** POST /questoesrh/update: the answer, a PDF as base64 (a `data:application/pdf;base64,` prefix is allowed). */
export const answerHrRequestBody = z.object({
  _id: z.uuid({ error: HR_MESSAGES.notFound }),
  anexo: z.string({ error: HR_MESSAGES.noFile }).min(1, HR_MESSAGES.noFile),
  anexoNome: attachmentName,
});
export type AnswerHrRequestBody = z.infer<typeof answerHrRequestBody>;

export const hrRequestResponse = z.object({ data: hrRequest });

/** POST /questoesrh: a request sent from the mobile app by any signed-in user; `type` is the type's id or name. */
export const createHrRequestBody = z.object({
  type: requiredText(HR_MESSAGES.typeRequired, 100),
  corpo: requiredText(HR_MESSAGES.bodyRequired, 2000),
});

export const hrRequestParams = z.object({ id: recordId(HR_MESSAGES.notFound) });

/** GET /questoesrh/:id/anexo[?versao=<sha256>]: the answer, or an earlier answer of the same request (its history's 'Repor esta versão'). */
export const hrAttachmentQuery = z.object({ versao: z.string().regex(/^[0-9a-f]{64}$/, HR_MESSAGES.version).optional() });

/** The card's line: how long the oldest unanswered request has waited. */
export const HR_CARD_ITEMS = { oldestDays: 'Dias do pedido mais antigo' } as const;
