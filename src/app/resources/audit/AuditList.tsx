import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { ACCESS, AUDIT_PAGE_SIZE, type AuditEntry, type ScreenAccess } from '../../../contract';
import { lisbonDateTime } from '../../layout/dates';
import { WallPicker } from '../../layout/pickers';
import { listQueryOptions } from '../../providers/queryClient';
import { changeSummary } from './changeSummary';

export interface AuditFilter {
  user?: string;
  resource?: string;
  from?: string;
  to?: string;
}

type AuditRecord = AuditEntry & { id: string };

/** The areas a trail entry can belong to: the access table's screens with a menu entry, by label, once each. */
const AREAS = (ACCESS as readonly ScreenAccess[]).reduce<{ key: string; label: string }[]>(
  (areas, s) => (s.menu && !areas.some((a) => a.label === s.menu!.label) ? [...areas, { key: s.screen, label: s.menu.label }] : areas),
  [],
);
const areaLabel = (key: string) => AREAS.find((a) => a.key === key)?.label ?? key;

/** /admin/audit: the audit trail, newest first, 25 a page, filtered by user, area and days. Read-only. */
export function AuditList() {
  const translate = useTranslate();
  return (
    <ListBase<AuditRecord> resource="audit" perPage={AUDIT_PAGE_SIZE} disableSyncWithLocation queryOptions={listQueryOptions('the audit trail')}>
      <Title title={translate('app.audit.title')} />
      <AuditView />
    </ListBase>
  );
}

function AuditFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<AuditRecord>();
  const [draft, setDraft] = useState<AuditFilter>(filterValues as AuditFilter);
  const set = (field: keyof AuditFilter) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)), {});
  };
  const clear = () => {
    setDraft({});
    setFilters({}, {});
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('app.audit.title')}
      onSubmit={apply}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.2fr 1.2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField label={translate('app.audit.filters.user')} name="user" value={draft.user ?? ''} onChange={(e) => set('user')(e.target.value)} />
      <TextField
        select
        label={translate('app.audit.filters.resource')}
        name="resource"
        value={draft.resource ?? ''}
        onChange={(e) => set('resource')(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.audit.filters.anyResource')}</MenuItem>
        {AREAS.map((a) => (
          <MenuItem key={a.key} value={a.key}>
            {a.label}
          </MenuItem>
        ))}
      </TextField>
      <WallPicker kind="date" name="from" label={translate('app.audit.filters.from')} value={draft.from ?? ''} onChange={set('from')} variant="filled" />
      <WallPicker kind="date" name="to" label={translate('app.audit.filters.to')} value={draft.to ?? ''} onChange={set('to')} variant="filled" />
      <Stack direction="row" spacing={1} sx={{ alignSelf: 'center' }}>
        <Button type="submit" variant="contained">
          {translate('app.audit.filters.apply')}
        </Button>
        <Button type="button" onClick={clear}>
          {translate('app.audit.filters.clear')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The changed fields of an entry, one per line: 'role: GCI → RH' ('topic: A' for a field only created or removed). */
function Changes({ entry }: { entry: AuditRecord }) {
  const translate = useTranslate();
  const changes = changeSummary(entry.before, entry.after);
  if (changes.length === 0) return <>{translate('app.audit.noChanges')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {c.field}
          </Box>
          : {c.before !== undefined && c.after !== undefined ? `${c.before} → ${c.after}` : (c.after ?? c.before)}
        </li>
      ))}
    </Box>
  );
}

const who = (entry: AuditRecord) => `${entry.user ?? '—'}${entry.role ? ` (${entry.role})` : ''}`;

function EntriesAsList() {
  const translate = useTranslate();
  const { data } = useListContext<AuditRecord>();
  return (
    <List disablePadding>
      {(data ?? []).map((entry, index) => (
        <ListItem key={entry.id} divider={index < (data?.length ?? 0) - 1} sx={{ display: 'block' }}>
          <ListItemText
            primary={`${translate(`app.audit.actions.${entry.action}`)} · ${areaLabel(entry.resource)}${entry.recordId ? ` · ${entry.recordId}` : ''}`}
            secondary={`${lisbonDateTime(entry.at)} · ${who(entry)}`}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <Typography variant="body2" component="div">
            <Changes entry={entry} />
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function AuditView() {
  const translate = useTranslate();
  const { error, isPending, total } = useListContext<AuditRecord>();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box component="section" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, alignContent: 'start' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.audit.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.audit.intro')}</Typography>
      </Box>
      <AuditFilters />
      {error ? (
        <Alert severity="error">{translate('app.audit.error')}</Alert>
      ) : !isPending && total === 0 ? (
        <Typography color="text.secondary">{translate('app.audit.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {small && !isPending ? (
            <EntriesAsList />
          ) : (
            <DataTable<AuditRecord> rowClick={false} bulkActionButtons={false} hover={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.at')} disableSort render={(e) => lisbonDateTime(e.at)} sx={{ whiteSpace: 'nowrap' }} />
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.user')} disableSort render={who} />
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.resource')} disableSort render={(e) => areaLabel(e.resource)} />
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.action')} disableSort render={(e) => translate(`app.audit.actions.${e.action}`)} />
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.record')} disableSort render={(e) => e.recordId ?? '—'} sx={{ overflowWrap: 'anywhere' }} />
              <DataTable.Col<AuditRecord> label={translate('app.audit.columns.changes')} disableSort render={(e) => <Changes entry={e} />} />
            </DataTable>
          )}
          {!isPending && <Pagination rowsPerPageOptions={[]} />}
        </Paper>
      )}
    </Box>
  );
}
