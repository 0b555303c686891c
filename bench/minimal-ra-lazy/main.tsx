// The minimal react-admin app of bench/minimal-ra with lazy resources: each resource's screens are
// their own chunk, fetched when first shown (react-admin's documented way to split an app).
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import { authProvider, dataProvider } from './providers';

const List = lazy(() => import('./screens').then((m) => ({ default: m.List })));
const Edit = lazy(() => import('./screens').then((m) => ({ default: m.Edit })));

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="things" list={List} edit={Edit} />
    <Resource name="others" list={List} edit={Edit} />
  </Admin>,
);
