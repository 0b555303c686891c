import { ListBase, type ListBaseProps, type RaRecord } from 'react-admin';

/**
 * react-admin's ListBase for a screen's list, without the checks it makes of its own: the route's
 * Guard has already asked canAccess for the screen (the access table; the server checks every
 * request again). ListBase first asked checkAuth, then canAccess for its resource under a key no
 * session answer fills, and only then the list: two round trips of renders before the request
 * (by address, /webinares asked for its rows 170 ms after it was drawn, on a busy machine).
 */
export function ScreenListBase<R extends RaRecord = RaRecord>(props: Omit<ListBaseProps<R>, 'disableAuthentication'>) {
  return <ListBase<R> {...props} disableAuthentication />;
}
