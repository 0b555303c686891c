import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { ListBase, useListContext, type ListBaseProps, type RaRecord } from 'react-admin';

/**
 * react-admin's ListBase for a screen's list, without the checks it makes of its own: the route's
 * Guard has already asked canAccess for the screen (the access table; the server checks every
 * request again). ListBase first asked checkAuth, then canAccess for its resource under a key no
 * session answer fills, and only then the list: two round trips of renders before the request
 * (by address, /webinares asked for its rows 170 ms after it was drawn, on a busy machine).
 */
export function ScreenListBase<R extends RaRecord = RaRecord>({ children, ...props }: Omit<ListBaseProps<R>, 'disableAuthentication'>) {
  return (
    <ListBase<R> {...props} disableAuthentication>
      <BusyWhileReading>{children}</BusyWhileReading>
    </ListBase>
  );
}

/**
 * While a list reads another view (a page, a filter, a sort), react-admin keeps the previous
 * view's rows on screen (react-query's placeholder data): the list is marked busy meanwhile, so that
 * neither a screen reader nor whoever reads the rows (a test, a bench) takes them for the new ones.
 */
function BusyWhileReading({ children }: { children: ReactNode }) {
  const { isPlaceholderData } = useListContext();
  return <Box aria-busy={isPlaceholderData ? true : undefined}>{children}</Box>;
}
