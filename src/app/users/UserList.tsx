import { Alert, Box, List, ListItem, ListItemText, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { ColumnsButton, DataTable, Pagination, useListContext, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { normaliseRole, PAGE_SIZE } from '../../contract';
import { API } from '../../contract/api';
import { usersList } from '../../contract/lists/users';
import type { UserRecord } from './types';
import { RowMenu } from '../declared/RowActions';
import { UserSearch } from './UserSearch';
import { UserUpdateDialog } from './UserUpdateDialog';
import { RecordHistory } from '../audit/RecordHistory';
import { useRecordHistory } from '../audit/useRecordHistory';
import { courseOptions } from './useExtraOptions';
import { listQueryOptions } from '../providers/queryClient';
import { useApiQuery } from '../providers/useApi';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { ExportButton } from '../lists/ExportButton';
import { SortSelect } from '../lists/SortSelect';
import { useColumnsKey } from '../lists/columnsKey';
import { ScreenListBase } from '../lists/ScreenListBase';

/**
 * /admin/users: the spec's search, the declared filters (role, school, course) beside it, the users
 * table 25 a page sorted from its headers (by name unless asked), 'Colunas', 'Exportar', and the
 * role popup; the search, filters, order and page in the address (a reload, back, or a link sent
 * to another administrator opens the same view).
 */
export function UserList() {
  return (
    <ScreenListBase<UserRecord>
      resource="users"
      perPage={PAGE_SIZE.users}
      sort={usersList.defaultSort}
      storeKey={false}
      // The screen shows 'Ocorreu um erro...' itself; no toast.
      queryOptions={listQueryOptions('the users')}
    >
      <UserListView />
    </ScreenListBase>
  );
}

/** What a user's ⋮ menu opens: the role popup, the history. */
interface UserActions {
  onEdit: (user: UserRecord) => void;
  onHistory: (user: UserRecord) => void;
}

/** On a phone: one line per user, every field in sight (a table would hide Email and Role off-screen). */
function UsersAsList(actions: UserActions) {
  const { data } = useListContext<UserRecord>();
  return (
    <List disablePadding>
      {(data ?? []).map((user, index) => (
        <ListItem key={user.id} divider={index < (data?.length ?? 0) - 1} sx={{ alignItems: 'flex-start', pr: 7 }} secondaryAction={<UserMenu user={user} {...actions} />}>
          <ListItemText
            primary={user.nome ?? user.id_utilizador}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {user.id_utilizador} · {normaliseRole(user.role)}
                </Box>
                {user.email && (
                  <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Box>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

const UserMenu = ({ user, onEdit, onHistory }: UserActions & { user: UserRecord }) => (
  <RowMenu
    name={user.id_utilizador}
    actions={[
      { label: 'app.users.edit', onClick: () => onEdit(user) },
      { label: 'app.history.open', kind: 'history', onClick: () => onHistory(user) },
    ]}
  />
);

/** The courses (GET /backoffice/unique/cursos, read once for the role popup too) as the course filter's choices. */
function useCourseChoices() {
  const { data } = useApiQuery(API.users.uniqueCursos, undefined, { staleTime: 5 * 60 * 1000 });
  return useMemo(() => data && courseOptions(data).map((option) => ({ id: option.value, name: option.label })), [data]);
}

function UserListView() {
  const translate = useTranslate();
  const { data, error, isPending, total } = useListContext<UserRecord>();
  const [editing, setEditing] = useState<UserRecord | null>(null);
  // 'Histórico' of a user's role; 'Repor esta versão' opens the role popup on the user as listed now.
  const history = useRecordHistory<UserRecord>(data);
  const { historyOf } = history;
  const actions: UserActions = { onEdit: setEditing, onHistory: history.open };
  const closeEditing = () => {
    setEditing(null);
    history.restored();
  };
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const courses = useCourseChoices();
  const filterChoices = useMemo(() => ({ course: courses }), [courses]);
  const columnsKey = useColumnsKey('users');
  // The same function at every render: the sort select (memoized) takes it as its labels too.
  const label = useCallback((column: string) => translate(`app.users.columns.${column}`), [translate]);

  return (
    // One shrinkable grid column: the table scrolls inside its box instead of widening the page.
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
      <ScreenTitle title={translate('app.users.title')} sx={{ mb: 2 }} />
      <UserSearch />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <DeclaredFilters list={usersList} label={translate('app.users.filters')} choices={filterChoices} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* On a phone the users are a list, not a table: no headers to sort from, no columns to choose. */}
          {small ? <SortSelect list={usersList} labelOf={label} /> : <ColumnsButton storeKey={columnsKey} />}
          <ExportButton
            title={translate('app.users.title')}
            storeKey={columnsKey}
            columns={[
              { label: label('id'), source: 'id', value: (user) => user.id_utilizador },
              { label: label('name'), source: 'name', value: (user) => user.nome ?? '' },
              { label: label('email'), source: 'email', value: (user) => user.email ?? '' },
              { label: label('role'), value: (user) => normaliseRole(user.role) },
            ]}
          />
        </Stack>
      </Stack>
      {error ? (
        <Alert severity="error">{translate('app.users.error')}</Alert>
      ) : !isPending && total === 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          {translate('app.users.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {small && !isPending ? <UsersAsList {...actions} /> : (
          <DataTable<UserRecord>
            rowClick={false}
            storeKey={columnsKey}
            bulkActionButtons={false}
            hover={false}
            sx={{
              '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
              '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' },
              // The ⋮ column stays in sight while the table scrolls sideways on a phone.
              '& th:last-of-type, & td:last-of-type': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', width: 48 },
            }}
          >
            {/* Each sortable column's source is its declared sort (src/contract/lists/users.ts), the header's sort field. */}
            <DataTable.Col source="id" label={label('id')} />
            <DataTable.Col<UserRecord> source="name" label={label('name')} render={(user) => user.nome} />
            <DataTable.Col source="email" label={label('email')} />
            <DataTable.Col<UserRecord> label={label('role')} disableSort render={(user) => normaliseRole(user.role)} />
            <DataTable.Col<UserRecord> label={label('actions')} disableSort align="right" render={(user) => <UserMenu user={user} {...actions} />} />
          </DataTable>
          )}
          {!isPending && <Pagination rowsPerPageOptions={[]} />}
        </Paper>
      )}
      {editing && <UserUpdateDialog user={editing} latest={data?.find((user) => user.id === editing.id)} restore={history.restoring} onClose={closeEditing} />}
      {historyOf && (
        <RecordHistory
          call={API.users.history}
          input={{ params: { id_utilizador: historyOf.id_utilizador } }}
          name={historyOf.nome ?? historyOf.id_utilizador}
          idField="id_utilizador"
          onRestore={(state, at) => setEditing(history.restore(state, at, historyOf).record)}
          onClose={history.close}
        />
      )}
    </Box>
  );
}
