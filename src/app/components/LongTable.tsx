import { useEffect, useRef, type ReactNode } from 'react';
import { Table, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';
import { longTableSx } from './longTable';
import { drawingAttribute } from './firstRowsFirst';

/** The CSS variable holding the visible width of the table's region (what a row's details use to stay in view). */
export const VISIBLE_WIDTH = '--visible-width';

interface LongTableProps {
  label: string;
  /** While the first rows are drawn and the rest wait (firstRowsFirst). */
  drawing?: boolean;
  /** The header's column names: the table is drawn here, its body (`children`: plain `<tbody>`/`<tr>`/`<td>`) by longTableSx and `bodySx`. Without: `children` is the whole table. */
  columns?: readonly string[];
  bodySx?: CSSObject;
  /** 'group' inside a section that is already the named region. */
  role?: 'region' | 'group';
  maxHeight?: number | string;
}

/**
 * The one table of rows held in memory (the summaries of peer and professional mentoring): it
 * scrolls inside its card (a phone's page never does) with a sticky header, as a named, focusable
 * region so the keyboard scrolls it too, at most 70% of the window high so both scroll bars stay in
 * reach. Server lists use react-admin's DataTable instead.
 */
export function LongTable({ label, drawing = false, columns, bodySx, role = 'region', maxHeight = '70vh', children }: LongTableProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => region.style.setProperty(VISIBLE_WIDTH, `${region.clientWidth}px`));
    observer.observe(region);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} role={role} aria-label={label} tabIndex={0} sx={{ overflow: 'auto', maxHeight, maxWidth: '100%' }} {...drawingAttribute(drawing)}>
      {columns ? (
        <Table size="small" stickyHeader sx={[longTableSx, bodySx ?? {}]}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          {children}
        </Table>
      ) : (
        children
      )}
    </TableContainer>
  );
}
