import { Alert, Box, List, ListItem, ListItemText, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { normaliseRole, PAGE_SIZE } from '../../../contract';
import type { UserRecord } from './types';
import { RowMenu } from '../declared/RowActions';
import { UserSearch } from './UserSearch';
import { UserUpdateDialog } from './UserUpdateDialog';
import { listQueryOptions } from '../../providers/queryClient';

/** /admin/users: search, the users table 25 a page, and the role popup. */
export function UserList() {
  const translate = useTranslate();
  return (
    <ListBase<UserRecord>
      resource="users"
      perPage={PAGE_SIZE.users}
      disableSyncWithLocation
      // The screen shows 'Ocorreu um erro...' itself; no toast.
      queryOptions={listQueryOptions('the users')}
    >
      <Title title={translate('app.users.title')} />
      <UserListView />
    </ListBase>
  );
}

/** On a phone: one line per user, every field in sight (a table would hide Email and Role off-screen). */
function UsersAsList({ onEdit }: { onEdit: (user: UserRecord) => void }) {
  const { data } = useListContext<UserRecord>();
  return (
    <List disablePadding>
      {(data ?? []).map((user, index) => (
        <ListItem key={user.id} divider={index < (data?.length ?? 0) - 1} sx={{ alignItems: 'flex-start', pr: 7 }} secondaryAction={<UserMenu user={user} onEdit={onEdit} />}>
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

const UserMenu = ({ user, onEdit }: { user: UserRecord; onEdit: (user: UserRecord) => void }) => (
  <RowMenu name={user.id_utilizador} actions={[{ label: 'app.users.edit', onClick: () => onEdit(user) }]} />
);

function UserListView() {
  const translate = useTranslate();
  const { data, error, isPending, total } = useListContext<UserRecord>();
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

  return (
    // One shrinkable grid column: the table scrolls inside its box instead of widening the page.
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
      <UserSearch />
      {error ? (
        <Alert severity="error">{translate('app.users.error')}</Alert>
      ) : !isPending && total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('app.users.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {small && !isPending ? <UsersAsList onEdit={setEditing} /> : (
          <DataTable<UserRecord>
            rowClick={false}
            bulkActionButtons={false}
            hover={false}
            sx={{
              '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
              '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' },
              // The ⋮ column stays in sight while the table scrolls sideways on a phone.
              '& th:last-of-type, & td:last-of-type': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', width: 48 },
            }}
          >
            <DataTable.Col source="id_utilizador" label={translate('app.users.columns.id')} disableSort />
            <DataTable.Col source="nome" label={translate('app.users.columns.name')} disableSort />
            <DataTable.Col source="email" label={translate('app.users.columns.email')} disableSort />
            <DataTable.Col<UserRecord> label={translate('app.users.columns.role')} disableSort render={(user) => normaliseRole(user.role)} />
            <DataTable.Col<UserRecord> label="" disableSort align="right" render={(user) => <UserMenu user={user} onEdit={setEditing} />} />
          </DataTable>
          )}
          {!isPending && <Pagination rowsPerPageOptions={[]} />}
        </Paper>
      )}
      {editing && <UserUpdateDialog user={editing} latest={data?.find((user) => user.id === editing.id)} onClose={() => setEditing(null)} />}
    </Box>
  );
}
