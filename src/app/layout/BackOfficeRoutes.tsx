import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { useScrollToTop } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../dashboard/DashboardPage';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { Layout } from './Layout';
import { LOGIN_PATH } from './loginMessages';
import { Login } from './Login';
import { Notification } from './Notification';
import { ScreenDrawn } from './ScreenPreloader';

export interface ScreenRoute {
  path: string;
  element: ReactNode;
}

/**
 * The back-office's routes: the login page, and inside the layout the dashboard at /, every
 * screen's route and 'Página não encontrada' for any other address. This is what react-admin's
 * `AdminUI` drew for us, without its reading of its children: `AdminUI` reads them in an effect
 * after its first render, and the new routes it then knows drew the layout and the screen once more
 * on every load (13–25 ms of React's render, docs/performance.md, stop 56). The session is known
 * before this is drawn (SignInFirst), so the dashboard needs no check of its own either.
 */
export function BackOfficeRoutes({ screens }: { screens: readonly ScreenRoute[] }) {
  useScrollToTop();
  return (
    <CssBaseline enableColorScheme>
      <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} resetErrorBoundary={resetErrorBoundary} />}>
        <Routes>
          <Route path={LOGIN_PATH} element={<Login />} />
          <Route
            path="/*"
            element={
              <Layout>
                <Routes>
                  {screens.map(({ path, element }) => (
                    <Route key={path} path={path} element={element} />
                  ))}
                  <Route
                    path="/"
                    element={
                      <>
                        <DashboardPage />
                        <ScreenDrawn />
                      </>
                    }
                  />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Layout>
            }
          />
        </Routes>
      </ErrorBoundary>
      <Notification />
    </CssBaseline>
  );
}
