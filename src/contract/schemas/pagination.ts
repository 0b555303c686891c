import { z } from 'zod';

/** The largest page any list endpoint serves. */
export const MAX_PAGE_LIMIT = 100;
const MAX_PAGE = 1_000_000;

/** `?limit&page` of the paginated lists; pages are zero-based (spec section 3). */
export function paginationQuery(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'O limite deve ser um número.' })
      .int('O limite deve ser um número inteiro.')
      .min(1, 'O limite deve ser pelo menos 1.')
      .max(MAX_PAGE_LIMIT, `O limite máximo é ${MAX_PAGE_LIMIT}.`)
      .default(defaultLimit),
    page: z.coerce
      .number({ error: 'A página deve ser um número.' })
      .int('A página deve ser um número inteiro.')
      .min(0, 'A primeira página é a 0.')
      .max(MAX_PAGE, 'Página inválida.')
      .default(0),
  });
}

/** count: items in this page; total: items in the whole list; page: zero-based. */
export const paginationInfo = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
});
export type PaginationInfo = z.infer<typeof paginationInfo>;
