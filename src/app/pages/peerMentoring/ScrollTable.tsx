import type { ReactNode } from 'react';
import { Table, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/** A table of the screen: its own scroll at 400 px high (and sideways on a phone), reachable by keyboard, with a sticky header. */
export function ScrollTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label} sx={{ maxHeight: 400, overflow: 'auto' }}>
      <Table size="small" stickyHeader>
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
