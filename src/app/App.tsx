import { Suspense, useEffect, useMemo, useState } from 'react';
import { AdminContext, localStorageStore, Resource, ResourceDefinitionContextProvider, type I18nProvider, type ResourceDefinitions, type Store } from 'react-admin';
import { Loading } from './layout/Loading';
import { preload } from './components/lazyComponent';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ACCESS, screenAt, type ScreenAccess } from '../contract';
import { createAuthProvider, identityOf, type BackofficeAuthProvider } from './providers/authProvider';
import { createDataProvider, type BackofficeDataProvider } from './providers/dataProvider';
import { i18nProvider as defaultI18nProvider } from './providers/i18n';
import { Guard } from './layout/Guard';
import { BackOfficeRoutes } from './layout/BackOfficeRoutes';
import { ScreenDrawn } from './layout/ScreenPreloader';
import { SignInFirst } from './layout/SignInFirst';
import { createQueryClient } from './providers/queryClient';
import { startQueriesAt } from './providers/earlyQueries';
import { CLIENT, clientScreens } from './areas';
import { darkTheme, theme } from './theme';

export interface AppProps {
  authProvider?: BackofficeAuthProvider;
  dataProvider?: BackofficeDataProvider;
  i18nProvider?: I18nProvider;
  /** The screens to serve (the access table's; tests add screens of their own). */
  screens?: readonly ScreenAccess[];
}

export const defaultAuthProvider = createAuthProvider();

/**
 * Starts fetching the chunk of the screen at `pathname`, if it has one, while the back-office
 * itself is evaluated and drawn: the route would ask for it only once drawn (by address, /webinares
 * asked for its ~30 chunks 250 ms after the back-office's own).
 */
export function preloadScreenAt(pathname: string): void {
  const screen = screenAt(pathname);
  if (screen) void preload(CLIENT.views[screen.screen]);
}

/**
 * The client's query cache, holding already the signed-in user's permissions and identity under
 * react-admin's keys (the session is restored before the back-office is drawn). react-admin asked
 * for them on mount and, when they came, configured its routes and registered every resource
 * again: two more renders of the whole back-office on every load.
 */
function queryClientKnowing(auth: BackofficeAuthProvider) {
  const client = createQueryClient();
  // canAccess's answers hold for the session (the provider asks its one data fact once per
  // session): never stale, never collected; a change of user drops them (knowAccess).
  client.setQueryDefaults(CAN_ACCESS, { staleTime: Infinity, gcTime: Infinity });
  const user = auth.currentUser();
  if (user) {
    client.setQueryData(['auth', 'getPermissions', {}], user.role);
    client.setQueryData(['auth', 'getIdentity'], identityOf(user));
  }
  knowAccess(client, auth);
  return client;
}

/** react-admin's query key of canAccess's answers (useCanAccess, <CanAccess>). */
const CAN_ACCESS = ['auth', 'canAccess'];

/**
 * The signed-in user's answers of canAccess that need no request (routes, named abilities), under
 * useCanAccess's keys: a route's guard and a screen's checks draw at once instead of after a
 * pending check. Any answer of a previous user is dropped first.
 */
function knowAccess(client: QueryClient, auth: BackofficeAuthProvider) {
  client.removeQueries({ queryKey: CAN_ACCESS });
  for (const { resource, action, canAccess } of auth.settledAccess?.() ?? []) client.setQueryData([...CAN_ACCESS, { action, resource }], canAccess);
}

/**
 * react-admin's store (the theme and the like, in localStorage), answering the i18n provider's
 * locale for 'locale' while none is stored. react-admin draws nothing until the stored locale is
 * the provider's: with none stored (everyone, there being one language), its first render was empty
 * and the whole back-office was drawn again in one synchronous render, the page's longest task.
 */
function storeSpeaking(i18n: I18nProvider): Store {
  const store = localStorageStore();
  return { ...store, getItem: <T,>(key: string, defaultValue?: T) => store.getItem<T>(key, key === 'locale' && defaultValue === undefined ? (i18n.getLocale() as T) : defaultValue) };
}

/**
 * react-admin's definitions of the resources (what `<Resource name>` registers), known from the
 * first render. Registered by `<Resource>` children instead, they came in effects after the first
 * render, twice (registered, then unregistered and registered again when react-admin read its
 * children a second time), and each time the whole back-office was drawn again (docs/performance.md,
 * stop 55). There are no `<Resource>` children: every screen is a route of BackOfficeRoutes.
 */
function definitionsOf(apis: readonly { name: string }[]): ResourceDefinitions {
  return Object.fromEntries(apis.map(({ name }) => [name, Resource.registerResource({ name })]));
}

/** The whole client; providers and screens are injectable for tests. Screens come from the access table. */
export function App({ authProvider = defaultAuthProvider, dataProvider, i18nProvider = defaultI18nProvider, screens = ACCESS }: AppProps) {
  const client = useMemo(() => (screens === ACCESS ? CLIENT : clientScreens(screens)), [screens]);
  const provider = useMemo(() => dataProvider ?? createDataProvider(client.apis), [dataProvider, client]);
  const [queryClient] = useState(() => {
    const made = queryClientKnowing(authProvider);
    startQueriesAt(window.location.pathname, made, provider);
    return made;
  });
  const [store] = useState(() => storeSpeaking(i18nProvider));
  useEffect(() => {
    const unsubscribe = authProvider.subscribe(() => knowAccess(queryClient, authProvider));
    return unsubscribe;
  }, [authProvider, queryClient]);
  const definitions = useMemo(() => definitionsOf(client.apis), [client]);
  const routes = useMemo(
    () =>
      screens
        .filter((s) => s.path !== '/' && client.views[s.screen])
        .map((s) => {
          const Screen = client.views[s.screen];
          return {
            path: s.path,
            element: (
              <Guard screen={s}>
                <Suspense fallback={<Loading />}>
                  <Screen />
                  <ScreenDrawn />
                </Suspense>
              </Guard>
            ),
          };
        }),
    [screens, client],
  );
  return (
    <BrowserRouter>
      <SignInFirst authProvider={authProvider}>
        <AdminContext authProvider={authProvider} dataProvider={provider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme} darkTheme={darkTheme} defaultTheme="light">
          <ResourceDefinitionContextProvider definitions={definitions}>
            <BackOfficeRoutes screens={routes} />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </SignInFirst>
    </BrowserRouter>
  );
}
