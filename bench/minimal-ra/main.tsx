// The smallest react-admin app worth comparing against: a sign-in page (an auth provider that
// says nobody is signed in), two resources with list and edit guessers, everything in one bundle.
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource } from 'react-admin';
import { authProvider, dataProvider } from '../minimal-ra-lazy/providers';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="things" list={ListGuesser} edit={EditGuesser} />
    <Resource name="others" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
