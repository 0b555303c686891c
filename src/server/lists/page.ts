import type { PaginationInfo } from '../../contract';

/** One page of a paginated list as the API answers it: its records and `{ count, limit, total, page }`. */
export function pageOf<T>(data: T[], { limit, page }: { limit: number; page: number }, total: number): { data: T[]; pagination: PaginationInfo } {
  return { data, pagination: { count: data.length, limit, total, page } };
}
