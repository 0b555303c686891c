/**
 * Declared filters on a screen that reads its rows itself rather than through react-admin's list
 * (the professional mentors' overview, the tutorias' cards): the filters are kept in the address as
 * a react-admin list keeps them (`?filter={"status":"ACEITE"}`), so reload, back, a saved view and a
 * copied link open the same view, and DeclaredFilters is given react-admin's filter context over them.
 */
import { useMemo } from 'react';
import { ListFilterContext, type ListFilterContextValue } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { filterParams, type ListDeclaration, type ListFilter } from '../../contract/lists/define';
import { DeclaredFilters } from './DeclaredFilters';
import { listQueryOf, type ListQueryValues } from './listQuery';

export interface AddressFilters {
  /** The declared filters in the address (any other key of `filter` left out). */
  values: Record<string, unknown>;
  /** Them as the list's query parameters. */
  query: ListQueryValues;
  /** Whether any is applied. */
  filtered: boolean;
  setFilters: (values: Record<string, unknown>) => void;
}

function parsed(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The list's declared filters as the address holds them; setting them adds a history entry (back returns to the view before). */
export function useAddressFilters(list: ListDeclaration): AddressFilters {
  const [params, setParams] = useSearchParams();
  const text = params.get('filter');
  return useMemo(() => {
    const all = parsed(text);
    const declared = new Set((Object.entries(list.filters) as [string, ListFilter][]).flatMap(([key, filter]) => filterParams(key, filter)));
    const values = Object.fromEntries(Object.entries(all).filter(([key]) => declared.has(key)));
    const query = listQueryOf(list, { filter: values });
    const setFilters = (next: Record<string, unknown>) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        if (Object.keys(next).length > 0) kept.set('filter', JSON.stringify(next));
        else kept.delete('filter');
        return kept;
      });
    return { values, query, filtered: Object.keys(query).length > 0, setFilters };
  }, [list, text, setParams]);
}

/** The filter bar of a declared list (DeclaredFilters, its props) over the filters in the address. */
export function AddressFilterBar({ filters, ...bar }: { filters: AddressFilters } & Parameters<typeof DeclaredFilters>[0]) {
  // The filter context a list gives (DeclaredFilters reads it), over the address: no resource, and
  // every declared filter shown by the bar itself (none is displayed or hidden apart).
  const context = useMemo<ListFilterContextValue>(() => {
    const { values, setFilters } = filters;
    return {
      resource: '',
      filterValues: values,
      displayedFilters: {},
      setFilters,
      showFilter: (name: string, value: unknown) => setFilters({ ...values, [name]: value }),
      hideFilter: (name: string) => setFilters(Object.fromEntries(Object.entries(values).filter(([key]) => key !== name))),
    };
  }, [filters]);
  return (
    <ListFilterContext.Provider value={context}>
      <DeclaredFilters {...bar} />
    </ListFilterContext.Provider>
  );
}
