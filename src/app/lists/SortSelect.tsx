/**
 * The order of a declared list shown as cards (a table sorts from its headers): one choice per
 * sortable column and direction ('Nome (crescente)', or the declaration's `sortLabels`: 'Mais
 * recentes primeiro'), in react-admin's list context and so in the address like the filters. A
 * select: reached with Tab, opened with Enter, Space or the arrows. It reads the list's sort context
 * only: drawn again when the sort or its props change, not when the rows arrive (as DeclaredFilters).
 */
import { memo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';
import type { ListDeclaration, SortOrder } from '../../contract/lists/define';

/** `labelOf`: a column's label, for sorts the declaration gives no `sortLabels`. */
export const SortSelect = memo(function SortSelect({ list, labelOf = (field) => field }: { list: ListDeclaration; labelOf?: (field: string) => string }) {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  // The default order first (newest first for a date), then its reverse, then the other columns.
  const { field: first, order: firstOrder } = list.defaultSort;
  const ordersOf = (field: string) => (field === first ? [firstOrder, firstOrder === 'ASC' ? 'DESC' : 'ASC'] : ['ASC', 'DESC']) as SortOrder[];
  const options = list.sorts.flatMap((field) => ordersOf(field).map((order) => ({ value: `${field}:${order}`, field, order })));
  const current = `${sort?.field ?? list.defaultSort.field}:${sort?.order ?? list.defaultSort.order}`;
  return (
    <TextField
      select
      size="small"
      label={translate('app.lists.sortBy')}
      value={options.some((o) => o.value === current) ? current : ''}
      onChange={(event) => {
        const chosen = options.find((o) => o.value === event.target.value);
        if (chosen) setSort({ field: chosen.field, order: chosen.order });
      }}
      sx={{ minWidth: 220, justifySelf: 'start' }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {list.sortLabels?.[o.field]?.[o.order] ?? translate(o.order === 'ASC' ? 'app.lists.ascending' : 'app.lists.descending', { field: labelOf(o.field) })}
        </MenuItem>
      ))}
    </TextField>
  );
});
