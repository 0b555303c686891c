import { useEffect, useRef, type ReactNode } from 'react';
import { TableContainer } from '@mui/material';
import { drawingAttribute } from '../components/firstRowsFirst';

/** The CSS variable holding the visible width of the table's region (what a row's details use to stay in view). */
export const VISIBLE_WIDTH = '--visible-width';

/**
 * A wide table that scrolls inside its card (a phone's page never does): a named, focusable region
 * so the keyboard scrolls it too, at most 70% of the window high so both scroll bars stay in reach.
 */
export function ScrollingTable({ label, drawing = false, children }: { label: string; drawing?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => region.style.setProperty(VISIBLE_WIDTH, `${region.clientWidth}px`));
    observer.observe(region);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} role="region" aria-label={label} tabIndex={0} sx={{ overflow: 'auto', maxHeight: '70vh', maxWidth: '100%' }} {...drawingAttribute(drawing)}>
      {children}
    </TableContainer>
  );
}
