import { useMemo } from 'react';
import { Busy } from '../components/Busy';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
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
import { DataTable, ListContextProvider, Pagination, useListContext, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { PAGE_SIZE, type AbandonmentUser } from '../../contract';
import { abandonmentList } from '../../contract/lists/abandonment';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { ExportButton } from '../lists/ExportButton';
import { listQueryOptions } from '../providers/queryClient';
import { FIXED_FOOTER_HEIGHT, FixedFooter } from '../components/FixedFooter';
import { useSessionUser } from '../layout/useSessionUser';
import { schoolsFor, type School } from './abandonmentFilters';
import { ScreenListBase } from '../lists/ScreenListBase';

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
      {/* The sortable columns are named as the list's sorts (src/contract/lists/abandonment.ts). */}
      <DataTable.Col source="id" label={column('id')} render={(row) => row.id_utilizador} />
      <DataTable.Col source="name" label={column('nome')} render={(row) => row.nome_completo} />
      <DataTable.Col source="num_utilizador" label={column('numero')} disableSort />
      <DataTable.Col source="email_interno" label={column('email')} disableSort />
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

/** The school shown: the one chosen (in the address) when the user may see it, else the dashboard's `?UO=`, else the first. */
function schoolShown(schools: readonly School[], chosen: unknown, linked: string | null): number | undefined {
  return (schools.find((s) => s.id === Number(chosen)) ?? schools.find((s) => String(s.id) === linked) ?? schools[0])?.id;
}

/**
 * Users flagged for medical abandonment, per school (spec section 2 "Medical abandonment screen"),
 * with the declared filters and sort (src/contract/lists/abandonment.ts), all kept in the address.
 */
export function AbandonmentPage() {
  const user = useSessionUser();
  const schools = useMemo(() => schoolsFor(user), [user]);
  // `?UO=<id>` (the dashboard's link) opens that school when the user may see it.
  const [params] = useSearchParams();
  const linked = params.get('UO');
  const linkedSchool = schools.find((s) => String(s.id) === linked)?.id;
  // The school asked in the address's filters (`filter={"UO":3}`), read here: it is always sent, a default one when none or not the user's.
  const chosen = useMemo(() => {
    try {
      return (JSON.parse(params.get('filter') ?? '{}') as { UO?: unknown }).UO;
    } catch {
      return undefined;
    }
  }, [params]);
  return (
    <ScreenListBase<Row>
      resource="abandonment"
      perPage={PAGE_SIZE.abandonment}
      sort={abandonmentList.defaultSort}
      // Only the address keeps the view: the menu opens the screen as it is by default.
      storeKey={false}
      queryOptions={{ ...listQueryOptions('the abandonment list'), enabled: schools.length > 0 }}
      filter={{ UO: schoolShown(schools, chosen, linked) }}
      // The dashboard's school stays among the filters once the view changes (a sort, a page, a name).
      filterDefaultValues={linkedSchool === undefined ? undefined : { UO: linkedSchool }}
    >
      <AbandonmentView schools={schools} linked={linked} />
    </ScreenListBase>
  );
}

function AbandonmentView({ schools, linked }: { schools: readonly School[]; linked: string | null }) {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const list = useListContext<Row>();
  const { filterValues, displayedFilters, setFilters, isPending, error, total } = list;
  const school = schoolShown(schools, (filterValues as { UO?: unknown }).UO, linked);
  const filtered = Object.keys(abandonmentList.filters).some((key) => (filterValues as Record<string, unknown>)[key] !== undefined);
  // The export reads the list's filters: the school shown among them, even before one is chosen.
  const exportContext = useMemo(() => ({ ...list, filterValues: { ...filterValues, UO: school } }), [list, filterValues, school]);
  // The filter bar sets the declared filters only ('Limpar filtros' too): the school chosen stays.
  const filtersContext = useMemo(
    () => ({ ...list, setFilters: (values: Record<string, unknown>, shown?: Record<string, boolean>) => list.setFilters({ ...values, UO: school }, shown) }),
    [list, school],
  );

  let body;
  if (school === undefined) body = <Alert severity="info">{translate('app.abandonment.noSchools')}</Alert>;
  else if (error) body = <Alert severity="error">{translate('app.abandonment.error')}</Alert>;
  else if (isPending) body = <LoadingRows />;
  else if (!total && !filtered) body = <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{translate('app.abandonment.empty')}</Typography>;
  else if (!total) {
    const name = (filterValues as { name?: unknown }).name;
    const text = typeof name === 'string' && name.trim() !== '' ? translate('app.abandonment.noMatch', { search: name.trim() }) : translate('app.abandonment.noMatches');
    body = <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{text}</Typography>;
  } else
    body = (
      <>
        {small ? <RowsAsList /> : <RowsAsTable />}
        <Pagination rowsPerPageOptions={[]} />
      </>
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: `${FIXED_FOOTER_HEIGHT + 24}px`, sm: `${FIXED_FOOTER_HEIGHT + 32}px` } }}>
      <ScreenTitle title={translate('app.abandonment.title')} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('app.abandonment.school')}
          value={school ?? ''}
          disabled={schools.length === 0}
          onChange={(e) => setFilters({ ...filterValues, UO: Number(e.target.value) }, displayedFilters)}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          {schools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.sigla}
            </MenuItem>
          ))}
        </TextField>
        {school !== undefined && !isPending && !error && (
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }} aria-live="polite">
            {translate('app.abandonment.count', { smart_count: total ?? 0 })}
          </Typography>
        )}
        {school !== undefined && (
          <ListContextProvider value={exportContext}>
            <ExportButton
              title={translate('app.abandonment.title')}
              columns={[
                { label: translate('app.abandonment.columns.id'), value: (r) => r.id_utilizador as string },
                { label: translate('app.abandonment.columns.nome'), value: (r) => (r.nome_completo as string | null) ?? '' },
                { label: translate('app.abandonment.columns.numero'), value: (r) => (r.num_utilizador as string | null) ?? '' },
                { label: translate('app.abandonment.columns.email'), value: (r) => (r.email_interno as string | null) ?? '' },
                { label: translate('app.abandonment.columns.descricao'), value: (r) => r.descricao as string },
              ]}
            />
          </ListContextProvider>
        )}
      </Box>
      {school !== undefined && (
        <Box sx={{ mb: 2 }}>
          <ListContextProvider value={filtersContext}>
            <DeclaredFilters list={abandonmentList} label={translate('app.abandonment.filters')} />
          </ListContextProvider>
        </Box>
      )}
      <Card>{body}</Card>
      <FixedFooter logos={[{ src: '/logo.svg', alt: translate('app.abandonment.logo') }]} />
    </Box>
  );
}
