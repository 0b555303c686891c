// The floor of the screens' times (bench/screen-times.ts): react-admin with nothing of ours, signed
// in, its own layout and menu, and two lists of 25 rows (six columns) read from memory (no request
// at all), in one bundle. What it takes to draw a list is what react-admin and MUI cost on this
// machine before any screen of ours adds to it.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin, DataTable, List, Resource, type AuthProvider, type DataProvider } from 'react-admin';

const FIRST = ['Ana', 'João', 'Maria', 'Pedro', 'Inês', 'Tiago', 'Beatriz', 'Rui'];
const LAST = ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues'];
const SCHOOLS = ['ESA', 'ESE', 'ESTG', 'ESCE', 'ESS', 'ESDL'];
const rows = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  nome: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
  email: `pessoa${i + 1}@exemplo.pt`,
  escola: SCHOOLS[i % SCHOOLS.length],
  curso: `Licenciatura ${(i % 12) + 1}`,
  ano: (i % 3) + 1,
  estado: i % 4 === 0 ? 'Pendente' : 'Ativo',
}));

const dataProvider = {
  // The second list shows the rows from the end (a click must change what is shown).
  getList: async (resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
    const start = (pagination.page - 1) * pagination.perPage;
    const ordered = resource === 'outras' ? rows.toReversed() : rows;
    return { data: ordered.slice(start, start + pagination.perPage), total: rows.length };
  },
} as unknown as DataProvider;

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => 'ADMIN',
  getIdentity: async () => ({ id: 1, fullName: 'Ana Silva' }),
};

function People() {
  return (
    <List perPage={25}>
      <DataTable>
        <DataTable.Col source="nome" />
        <DataTable.Col source="email" />
        <DataTable.Col source="escola" />
        <DataTable.Col source="curso" />
        <DataTable.Col source="ano" />
        <DataTable.Col source="estado" />
      </DataTable>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
      <Resource name="pessoas" list={People} />
      <Resource name="outras" list={People} />
    </Admin>
  </BrowserRouter>,
);
