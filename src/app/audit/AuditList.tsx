import { Alert, Box, List, ListItem, ListItemText, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ColumnsButton, DataTable, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../contract';
import { auditList } from '../../contract/lists/audit';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { lisbonDateTime } from '../components/dates';
import { listQueryOptions } from '../providers/queryClient';
import { changeText } from './changeSummary';
import { areaLabel, labelledChanges, readableQuery, who } from './labels';
import { ChangeList } from './ChangeList';
import { ExportButton } from '../lists/ExportButton';
import { useColumnsKey } from '../lists/columnsKey';
import { ScreenListBase } from '../lists/ScreenListBase';

type AuditRecord = AuditEntry & { id: string };

/** /admin/audit: the audit trail, newest first, 25 a page, with its declared filters and sort (kept in the address). Read-only. */
export function AuditList() {
  const translate = useTranslate();
  return (
    <ScreenListBase<AuditRecord> resource="audit" perPage={AUDIT_PAGE_SIZE} sort={auditList.defaultSort} queryOptions={listQueryOptions('the audit trail')}>
      <Title title={translate('app.audit.title')} />
      <AuditView />
    </ScreenListBase>
  );
}

/** A state as words: a saved view's query as its filters and order. */
const readable = (state: unknown) =>
  state !== null && typeof state === 'object' && typeof (state as { query?: unknown }).query === 'string' ? { ...state, query: readableQuery((state as { query: string }).query) } : state;

/** The changed fields of an entry, each by its label. */
const changesOf = (entry: AuditRecord, limit?: number) => labelledChanges(entry, readable, limit);

/** The changed fields of an entry as lines of text (the export's cell). */
const changeLines = (entry: AuditRecord) => changesOf(entry, Number.POSITIVE_INFINITY).map((c) => `${c.field}: ${changeText(c)}`);

/** The changed fields of an entry, or '—'. */
function Changes({ entry }: { entry: AuditRecord }) {
  const translate = useTranslate();
  const changes = changesOf(entry);
  return changes.length === 0 ? <>{translate('app.audit.noChanges')}</> : <ChangeList changes={changes} />;
}

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
  const columnsKey = useColumnsKey('audit');
  return (
    <Box component="section" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, alignContent: 'start' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.audit.title')}
        </Typography>
        <Typography color="textSecondary">{translate('app.audit.intro')}</Typography>
      </Box>
      <DeclaredFilters list={auditList} label={translate('app.audit.title')} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!small && <ColumnsButton storeKey={columnsKey} />}
        <ExportButton
          title={translate('app.audit.title')}
          storeKey={columnsKey}
          columns={[
            { label: translate('app.audit.columns.at'), source: 'at', value: (e) => lisbonDateTime(e.at) },
            { label: translate('app.audit.columns.user'), value: (e) => who(e as AuditRecord) },
            { label: translate('app.audit.columns.resource'), value: (e) => areaLabel(e.resource) },
            { label: translate('app.audit.columns.action'), value: (e) => translate(`app.audit.actions.${e.action}`) },
            { label: translate('app.audit.columns.record'), value: (e) => e.recordId ?? '' },
            { label: translate('app.audit.columns.changes'), value: (e) => changeLines(e as AuditRecord).join('\n') },
          ]}
        />
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.audit.error')}</Alert>
      ) : !isPending && total === 0 ? (
        <Typography color="textSecondary">{translate('app.audit.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {small && !isPending ? (
            <EntriesAsList />
          ) : (
            <DataTable<AuditRecord> rowClick={false} storeKey={columnsKey} bulkActionButtons={false} hover={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
              <DataTable.Col<AuditRecord> source="at" label={translate('app.audit.columns.at')} render={(e) => lisbonDateTime(e.at)} sx={{ whiteSpace: 'nowrap' }} />
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
