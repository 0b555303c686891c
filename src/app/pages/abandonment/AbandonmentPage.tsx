import { useMemo, useState } from 'react';
import { Busy } from '../../layout/Busy';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  useGetList,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { PAGE_SIZE, type AbandonmentUser } from '../../../contract';
import { FIXED_FOOTER_HEIGHT, FixedFooter } from '../../layout/FixedFooter';
import { useSessionUser } from '../../layout/useSessionUser';
import { filterByName, schoolsFor } from './abandonmentFilters';

type Row = AbandonmentUser & { id: string };

/** A phone shows each person as a short card instead of a five-column table. */
function RowsAsList() {
  const { data } = useListContext<Row>();
  return (
    <List disablePadding>
      {(data ?? []).map((row, index) => (
        <ListItem key={row.id} divider={index < (data?.length ?? 0) - 1} sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={row.nome_completo ?? '—'}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {row.id_utilizador}
                  {row.num_utilizador ? ` · ${row.num_utilizador}` : ''}
                </Box>
                {row.email_interno && (
                  <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {row.email_interno}
                  </Box>
                )}
                <Box component="span" sx={{ display: 'block', color: 'text.primary', mt: 0.5 }}>
                  {row.descricao}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function RowsAsTable() {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.abandonment.columns.${key}`);
  return (
    <DataTable<Row> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="id_utilizador" label={column('id')} />
      <DataTable.Col source="nome_completo" label={column('nome')} />
      <DataTable.Col source="num_utilizador" label={column('numero')} />
      <DataTable.Col source="email_interno" label={column('email')} />
      <DataTable.Col source="descricao" label={column('descricao')} disableSort />
    </DataTable>
  );
}

function LoadingRows() {
  return (
    <Busy sx={{ p: 2 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="text" height={36} />
      ))}
    </Busy>
  );
}

/** Users flagged for medical abandonment, per school (spec section 2 "Medical abandonment screen"). */
export function AbandonmentPage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const schools = useMemo(() => schoolsFor(user), [user]);
  // `?UO=<id>` (the dashboard's link) opens that school when the user may see it.
  const [params] = useSearchParams();
  const [school, setSchool] = useState<number | undefined>(() => (schools.find((s) => String(s.id) === params.get('UO')) ?? schools[0])?.id);
  const [search, setSearch] = useState('');

  // The API answers a school's whole list (by name); the name search and the pages are the client's.
  const { data, isPending, error } = useGetList<Row>('medabandono', { filter: { UO: school } }, { enabled: school !== undefined });
  const filtered = useMemo(() => filterByName(data ?? [], search), [data, search]);
  const list = useList<Row>({ data: filtered, isPending: school !== undefined && isPending, perPage: PAGE_SIZE.abandonment, resource: 'medabandono' });
  const { setPage } = list;

  const total = data?.length ?? 0;
  let body;
  if (school === undefined) body = <Alert severity="info">{translate('app.abandonment.noSchools')}</Alert>;
  else if (error) body = <Alert severity="error">{translate('app.abandonment.error')}</Alert>;
  else if (isPending) body = <LoadingRows />;
  else if (total === 0) body = <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{translate('app.abandonment.empty')}</Typography>;
  else if (filtered.length === 0)
    body = <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{translate('app.abandonment.noMatch', { search: search.trim() })}</Typography>;
  else
    body = (
      <>
        {small ? <RowsAsList /> : <RowsAsTable />}
        <Pagination rowsPerPageOptions={[]} />
      </>
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: `${FIXED_FOOTER_HEIGHT + 24}px`, sm: `${FIXED_FOOTER_HEIGHT + 32}px` } }}>
      <Title title={translate('app.abandonment.title')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('app.abandonment.school')}
          value={school ?? ''}
          disabled={schools.length === 0}
          onChange={(e) => {
            setSchool(Number(e.target.value));
            setPage(1);
          }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          {schools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.sigla}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={translate('app.abandonment.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {school !== undefined && !isPending && !error && (
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }} aria-live="polite">
            {translate('app.abandonment.count', { smart_count: filtered.length })}
          </Typography>
        )}
      </Box>
      <Card>
        <ResourceContextProvider value="medabandono">
          <ListContextProvider value={list}>{body}</ListContextProvider>
        </ResourceContextProvider>
      </Card>
      <FixedFooter logos={[{ src: '/logo.svg', alt: translate('app.abandonment.logo') }]} />
    </Box>
  );
}
