/**
 * A declared list's react-admin params as its query (src/contract/lists/define.ts): each declared
 * filter's parameters (several choices joined by commas), and the sort when it is a declared one.
 */
import type { GetListParams } from 'react-admin';
import { filterParams, type ListDeclaration, type ListFilter } from '../../contract/lists/define';

export type ListQueryValues = Record<string, string | boolean | undefined>;

export function listQueryOf(list: ListDeclaration, params: Pick<GetListParams, 'filter' | 'sort'>): ListQueryValues {
  const query: ListQueryValues = {};
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const [key, declared] of Object.entries(list.filters) as [string, ListFilter][]) {
    for (const param of filterParams(key, declared)) {
      const value = filter[param];
      if (typeof value === 'boolean') query[param] = value;
      else if (Array.isArray(value) && value.length > 0) query[param] = value.join(',');
      else if (typeof value === 'string' && value.trim() !== '') query[param] = value.trim();
    }
  }
  const sort = params.sort;
  if (sort?.field && list.sorts.includes(sort.field) && (sort.field !== list.defaultSort.field || sort.order !== list.defaultSort.order)) {
    query.sort = sort.field;
    query.order = sort.order === 'ASC' ? 'ASC' : 'DESC';
  }
  return query;
}
