import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ACCESS } from '../contract';
import { createAuthProvider, type BackofficeAuthProvider } from './providers/authProvider';
import { createDataProvider, type BackofficeDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18n';
import { Dashboard } from './layout/Dashboard';
import { NotFoundPage } from './layout/ErrorPage';
import { Guard } from './layout/Guard';
import { Layout } from './layout/Layout';
import { Login } from './layout/Login';
import { Notification } from './layout/Notification';
import { RESOURCES, SCREENS } from './areas';
import { theme } from './theme';

export interface AppProps {
  authProvider?: BackofficeAuthProvider;
  dataProvider?: BackofficeDataProvider;
}

export const defaultAuthProvider = createAuthProvider();

/** The whole client; providers are injectable for tests. Screens come from the access table. */
export function App({ authProvider = defaultAuthProvider, dataProvider = createDataProvider(RESOURCES) }: AppProps) {
  const screens = ACCESS.filter((s) => s.path !== '/' && SCREENS[s.screen]);
  return (
    <BrowserRouter>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
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
        {RESOURCES.map((r) => (
          <Resource key={r.name} name={r.name} />
        ))}
        <CustomRoutes>
          {screens.map((s) => {
            const Screen = SCREENS[s.screen];
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

