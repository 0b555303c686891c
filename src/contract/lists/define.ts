/**
 * Declared list queries (docs/adding-a-resource.md, "Filters and sorts"): per list, the filters one
 * may apply and the columns one may sort on, once. From it: the query's schema (the server validates
 * it; an unknown filter or sort is a 400 in Portuguese; OpenAPI describes it), the server's WHERE and
 * ORDER BY (src/server/lists), the screen's filter bar and sortable columns (src/app/lists), with the
 * state in the address. The spec's own query parameters stay as they are; filters are extra ones.
 */
import { z } from 'zod';
import { calendarDay } from '../schemas/fields';

export type ListFilter =
  /** Equal to the text given (an id, a user name). */
  | { kind: 'exact'; label: string; max: number }
  /** Contains the text given, case and accents aside (`?key=ferias` finds 'Férias'). */
  | { kind: 'search'; label: string; max: number }
  /** One of the choices (several: `?key=a,b`); a function when they come from the access table (read when first needed). */
  | { kind: 'oneOf'; label: string; choices: readonly Choice[] | (() => readonly Choice[]) }
  /** True or false (`?key=true`). */
  | { kind: 'yesNo'; label: string }
  /** Days in Lisbon time, both included (`?key_gte=2026-11-01&key_lte=2026-11-30`). */
  | { kind: 'dateRange'; label: string; from: string; to: string };

export interface Choice {
  id: string;
  name: string;
}

/** A one-of filter's choices. */
export const choicesOf = (filter: Extract<ListFilter, { kind: 'oneOf' }>): readonly Choice[] => (typeof filter.choices === 'function' ? filter.choices() : filter.choices);

export type SortOrder = 'ASC' | 'DESC';

/** What a declared list's query holds once validated, as the server reads it. */
export type DeclaredListQuery = Record<string, unknown> & { sort?: string; order?: SortOrder };

export interface ListDeclaration<F extends string = string, S extends string = string> {
  filters: Readonly<Record<F, ListFilter>>;
  /** Filters always shown; the others are added from 'Adicionar filtro'. */
  alwaysOn: readonly NoInfer<F>[];
  /** The columns one may sort on, by column. */
  sorts: readonly S[];
  /** The order when none is asked. */
  defaultSort: { field: NoInfer<S>; order: SortOrder };
  /** How a sort reads where it is chosen from a list ('Mais recentes primeiro'); otherwise 'Coluna (crescente)'. */
  sortLabels?: Partial<Record<NoInfer<S>, Readonly<Record<SortOrder, string>>>>;
}

/** Declares a list's filters and sorts, keeping their literal names. */
export function defineList<const F extends string, const S extends string>(list: ListDeclaration<F, S>): ListDeclaration<F, S> {
  return list;
}

/** The labels of a date sort chosen from a list. */
export const BY_DATE = { DESC: 'Mais recentes primeiro', ASC: 'Mais antigas primeiro' } as const;

export const LIST_MESSAGES = {
  unknown: (keys: readonly string[]) => `Filtro ou ordenação desconhecido: ${keys.join(', ')}.`,
  sort: 'Não é possível ordenar por esta coluna.',
  order: 'A ordem deve ser ASC ou DESC.',
  choice: 'Valor de filtro inválido.',
  yesNo: 'O filtro deve ser true ou false.',
  date: 'Data inválida.',
  tooLong: 'Filtro demasiado longo.',
} as const;

/** The query parameters of a filter: its key, or `<key>_gte` and `<key>_lte` for a range. */
export const filterParams = (key: string, filter: ListFilter): string[] => (filter.kind === 'dateRange' ? [`${key}_gte`, `${key}_lte`] : [key]);

function filterSchemas(key: string, filter: ListFilter): Record<string, z.ZodType> {
  switch (filter.kind) {
    case 'exact':
    case 'search':
      return { [key]: z.string().trim().min(1, LIST_MESSAGES.choice).max(filter.max, LIST_MESSAGES.tooLong).optional() };
    case 'oneOf': {
      let ids: ReadonlySet<string> | undefined;
      const known = (value: string) => (ids ??= new Set(choicesOf(filter).map((c) => c.id))).has(value);
      return {
        [key]: z
          .string()
          .max(2000, LIST_MESSAGES.tooLong)
          .transform((value) => value.split(','))
          .refine((values) => values.every(known), LIST_MESSAGES.choice)
          .optional(),
      };
    }
    case 'yesNo':
      return { [key]: z.stringbool({ error: LIST_MESSAGES.yesNo }).optional() };
    case 'dateRange':
      return { [`${key}_gte`]: calendarDay(LIST_MESSAGES.date).optional(), [`${key}_lte`]: calendarDay(LIST_MESSAGES.date).optional() };
  }
}

/**
 * The query of a declared list: the spec's own parameters (`base`), each declared filter, `sort`
 * (a declared column) and `order`; anything else is refused with its name.
 */
export function declaredListQuery<B extends z.ZodRawShape>(base: z.ZodObject<B>, list: ListDeclaration): z.ZodType<z.output<z.ZodObject<B>> & DeclaredListQuery, Record<string, unknown>> {
  const filters = Object.assign({}, ...Object.entries(list.filters).map(([key, filter]) => filterSchemas(key, filter as ListFilter))) as Record<string, z.ZodType>;
  const schema = z.strictObject(
    {
      ...base.shape,
      ...filters,
      sort: z.enum(list.sorts as [string, ...string[]], { error: LIST_MESSAGES.sort }).optional(),
      order: z.enum(['ASC', 'DESC'], { error: LIST_MESSAGES.order }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? LIST_MESSAGES.unknown(issue.keys) : undefined) },
  );
  // The filters' keys are the declaration's, known at run time only: typed as any declared query.
  return schema as z.ZodType as z.ZodType<z.output<z.ZodObject<B>> & DeclaredListQuery, Record<string, unknown>>;
}
