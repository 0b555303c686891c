import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ACCESS, type ScreenAccess } from '../contract';
import { createAuthProvider, type BackofficeAuthProvider } from './providers/authProvider';
import { createDataProvider, type BackofficeDataProvider } from './providers/dataProvider';
import { i18nProvider as defaultI18nProvider } from './providers/i18n';
import { Dashboard } from './layout/Dashboard';
import { NotFoundPage } from './layout/ErrorPage';
import { Guard } from './layout/Guard';
import { Layout } from './layout/Layout';
import { Login } from './layout/Login';
import { Notification } from './layout/Notification';
import { CLIENT, clientScreens } from './areas';
import { theme } from './theme';

export interface AppProps {
  authProvider?: BackofficeAuthProvider;
  dataProvider?: BackofficeDataProvider;
  i18nProvider?: I18nProvider;
  /** The screens to serve (the access table's; tests add screens of their own). */
  screens?: readonly ScreenAccess[];
}

export const defaultAuthProvider = createAuthProvider();

/** The whole client; providers and screens are injectable for tests. Screens come from the access table. */
export function App({ authProvider = defaultAuthProvider, dataProvider, i18nProvider = defaultI18nProvider, screens = ACCESS }: AppProps) {
  const client = useMemo(() => (screens === ACCESS ? CLIENT : clientScreens(screens)), [screens]);
  const provider = useMemo(() => dataProvider ?? createDataProvider(client.apis), [dataProvider, client]);
  const routes = screens.filter((s) => s.path !== '/' && client.views[s.screen]);
  return (
    <BrowserRouter>
      <Admin
        authProvider={authProvider}
        dataProvider={provider}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={Login}
        dashboard={Dashboard}
        catchAll={NotFoundPage}
        notification={Notification}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {client.apis.map((r) => (
          <Resource key={r.name} name={r.name} />
        ))}
        <CustomRoutes>
          {routes.map((s) => {
            const Screen = client.views[s.screen];
            return (
              <Route
                key={s.path}
                path={s.path}
                element={
                  <Guard screen={s}>
                    <Screen />
                  </Guard>
                }
              />
            );
          })}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
