import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { paginationInfo, paginationQuery } from './pagination';
import { requiredText } from './fields';
import { recordId } from './common';
import { recordVersion, recordVersions } from './version';

export const SUGGESTION_MAX_LENGTH = 2000;

/** A suggestion (bug report) sent by a user of the app (spec section 3): the spec's fields, its version beside it. */
export const suggestion = z.object({
  _id: z.string(),
  nomeUser: z.string(),
  emailUser: z.string().nullable(),
  mensagem: z.string(),
  /** ISO 8601 date-time. */
  date: z.string(),
  isArquivado: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestion>;

/**
 * GET /bugs?limit&page[&arquivados=false]: newest first; arquivados=false leaves archived ones out.
 * The endpoint adds the declared filters and sort (lists/suggestions.ts: `date_gte`, `date_lte`,
 * `sender`, `sort=date&order=ASC`).
 */
export const suggestionsQuery = paginationQuery(PAGE_SIZE.suggestions).extend({
  arquivados: z.stringbool({ error: 'arquivados deve ser true ou false.' }).optional(),
});

/** The pagination of the suggestions list adds `archived`: how many suggestions are archived in all. */
export const suggestionsPagination = paginationInfo.extend({ archived: z.number().int() });

export const suggestionsPage = z.object({ data: z.array(suggestion), pagination: suggestionsPagination, versions: recordVersions });
export type SuggestionsPage = z.infer<typeof suggestionsPage>;

export const SUGGESTION_NOT_FOUND = 'Sugestão não encontrada.';

export const suggestionParams = z.object({ id: recordId(SUGGESTION_NOT_FOUND) });

export const archiveSuggestionBody = z.object({
  isArquivado: z.boolean({ error: 'isArquivado deve ser verdadeiro ou falso.' }),
});
export type ArchiveSuggestionBody = z.infer<typeof archiveSuggestionBody>;

/** POST /bugs: what the app sends; the sender is the signed-in user. */
export const createSuggestionBody = z.object({
  mensagem: requiredText('Mensagem é obrigatória', SUGGESTION_MAX_LENGTH, `Máximo de ${SUGGESTION_MAX_LENGTH} caracteres`),
});
export type CreateSuggestionBody = z.infer<typeof createSuggestionBody>;

export const suggestionResponse = z.object({ data: suggestion, version: recordVersion });

