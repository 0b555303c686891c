import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ListBase, useListContext, type ListBaseProps, type RaRecord } from 'react-admin';
import type { ViewList } from '../../contract';

/** The list a screen shows: its resource and the filter it always adds (a saved view keeps it, for the dashboard's count). */
const ScreenList = createContext<ViewList | undefined>(undefined);

/** The list of the screen around (undefined outside a ScreenListBase). */
export const useScreenList = () => useContext(ScreenList);

/**
 * react-admin's ListBase for a screen's list, without the checks it makes of its own: the route's
 * Guard has already asked canAccess for the screen (the access table; the server checks every
 * request again). ListBase first asked checkAuth, then canAccess for its resource under a key no
 * session answer fills, and only then the list: two round trips of renders before the request
 * (by address, /webinares asked for its rows 170 ms after it was drawn, on a busy machine).
 */
export function ScreenListBase<R extends RaRecord = RaRecord>({ children, ...props }: Omit<ListBaseProps<R>, 'disableAuthentication'>) {
  const { resource, filter } = props;
  // By value: a screen passes a new filter object on each render.
  const filterKey = filter ? JSON.stringify(filter) : undefined;
  const list = useMemo<ViewList | undefined>(() => (resource ? { resource, ...(filterKey ? { filter: JSON.parse(filterKey) as ViewList['filter'] } : {}) } : undefined), [resource, filterKey]);
  return (
    <ScreenList.Provider value={list}>
      <ListBase<R> {...props} disableAuthentication>
        <BusyWhileReading>{children}</BusyWhileReading>
      </ListBase>
    </ScreenList.Provider>
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
