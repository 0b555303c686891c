// The smallest react-admin app worth comparing against: one resource, list and edit guessers.
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, type DataProvider } from 'react-admin';

const dataProvider = {
  getList: async () => ({ data: [{ id: 1, name: 'x' }], total: 1 }),
  getOne: async () => ({ data: { id: 1, name: 'x' } }),
} as unknown as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="things" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
