import { useSessionUser } from '../layout/useSessionUser';

/**
 * Where a table's shown columns are kept (react-admin's store, this browser): per user and list, so
 * that two people sharing a computer each find their own choice (ColumnsButton and DataTable's
 * `storeKey`).
 */
export function useColumnsKey(list: string): string {
  const user = useSessionUser();
  return `${user?.id_utilizador ?? 'anonimo'}.${list}.datatable`;
}
