import type { ReactNode } from 'react';
import { Table, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';
import { longTableSx } from '../components/longTable';
import { drawingAttribute } from '../components/firstRowsFirst';

/**
 * A table of the screen: its own scroll at 400 px high (and sideways on a phone), reachable by
 * keyboard, with a sticky header. Its body (`children`) is plain `<tbody>`/`<tr>`/`<td>`, drawn by
 * longTableSx and `bodySx` (the columns' own looks), not by an MUI component per cell.
 */
export function ScrollTable({ label, columns, bodySx, drawing = false, children }: { label: string; columns: readonly string[]; bodySx?: CSSObject; drawing?: boolean; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label} sx={{ maxHeight: 400, overflow: 'auto' }} {...drawingAttribute(drawing)}>
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
    </TableContainer>
  );
}
