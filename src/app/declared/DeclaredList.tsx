import { useCallback, useId, useState, type ComponentType } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  DataTable,
  HttpError,
  Pagination,
  Title,
  useCanAccess,
  useDelete,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { resourceList, type AnyResource } from '../../contract';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { SortSelect } from '../lists/SortSelect';
import { usePromiseToast } from '../components/promiseToast';
import { DeclaredFormDialog } from './DeclaredFormDialog';
import { RecordHistory } from '../audit/RecordHistory';
import { useRecordHistory } from '../audit/useRecordHistory';
import { FieldValue } from './FieldValue';
import { fieldCell } from '../exports/cells';
import { ExportButton, type ExportColumn } from '../lists/ExportButton';
import { BulkRemove } from '../lists/BulkRemove';
import { useColumnsKey } from '../lists/columnsKey';
import { RecordExtras, RecordToggle } from './RecordExtras';
import { BulkToggle } from './BulkToggle';
import { textKey, toastMessages } from './messages';
import { RowButtons, RowMenu, type RowAction } from './RowActions';
import { listQueryOptions } from '../providers/queryClient';
import { ScreenListBase } from '../lists/ScreenListBase';
import { Confirm } from '../components/WhenOpened';

/** The label and kind of a record field shown in the list. */
function shownField(resource: AnyResource, source: string) {
  return { label: `resources.${resource.name}.fields.${source}`, kind: resource.fields[source]?.kind ?? 'text' } as const;
}

/**
 * What 'Exportar' writes of a declared list: the field that names a record first (the cards' title),
 * the listed fields, each yes/no toggle, and each inner list's count; typed cells (fieldCell).
 */
function exportColumns(resource: AnyResource, translate: (key: string) => string): ExportColumn[] {
  const titleField = resource.view.titleField ?? resource.list.show[0];
  const fields = [titleField, ...resource.list.show.filter((source) => source !== titleField)];
  return [
    ...fields.map((source) => {
      const { label, kind } = shownField(resource, source);
      return { label: translate(label), source, value: (record: RaRecord) => fieldCell(kind, record[source]) };
    }),
    ...Object.keys(resource.toggles ?? {}).map((field) => ({ label: translate(textKey(resource, `toggles.${field}.label`)), value: (record: RaRecord) => Boolean(record[field]) })),
    ...Object.keys(resource.details ?? {}).map((field) => ({
      label: translate(textKey(resource, `details.${field}.label`)),
      value: (record: RaRecord) => (Array.isArray(record[field]) ? (record[field] as unknown[]).length : 0),
    })),
  ];
}

/** The list screen of a declared resource: a table or cards, 'Adicionar', per-row edit and remove. */
export function createResourceViews(resource: AnyResource): { list: ComponentType } {
  function List() {
    const translate = useTranslate();
    const { sort, perPage } = resource.list;
    return (
      <ScreenListBase
        resource={resource.name}
        sort={sort}
        perPage={perPage ?? 1000}
        // The screen says 'Ocorreu um erro...' itself: no toast.
        queryOptions={listQueryOptions(resource.name)}
      >
        <Title title={translate(textKey(resource, 'title'))} />
        <ListView resource={resource} />
      </ScreenListBase>
    );
  }
  return { list: List };
}

function ListView({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const headingId = useId();
  const { data, error, isPending, total, filterValues } = useListContext();
  const list = resourceList(resource);
  const sortLabel = useCallback((field: string) => translate(shownField(resource, field).label), [translate, resource]);
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const sortable = (source: string) => list.sorts.includes(source);
  const columnsKey = useColumnsKey(resource.name);
  const { canAccess: canCreate } = useCanAccess({ resource: resource.name, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: resource.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: resource.name, action: 'delete' });
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<RaRecord | null>(null);
  /** Why the server refused the removal (e.g. still in use), shown in the confirmation. */
  const [removeRefused, setRemoveRefused] = useState<string | null>(null);
  const [remove, { isPending: isRemoving }] = useDelete();
  const key = (path: string) => textKey(resource, path);

  // 'Histórico' for whoever reads the list; 'Repor esta versão' in it for whoever may edit.
  const history = useRecordHistory<RaRecord>(data);
  const historyCall = resource.calls.history;
  const { historyOf } = history;
  const { canAccess: hasHistory } = useCanAccess({ resource: resource.name, action: 'history' });
  const actionsOf = (record: RaRecord): RowAction[] => [
    ...(canEdit ? [{ label: key('edit'), kind: 'edit' as const, onClick: () => setEditing(record) }] : []),
    ...(canDelete ? [{ label: key('remove'), kind: 'delete' as const, onClick: () => setRemoving(record) }] : []),
    ...(hasHistory ? [{ label: 'app.history.open', kind: 'history' as const, onClick: () => history.open(record) }] : []),
  ];
  const closeEditing = () => {
    setEditing(null);
    history.restored();
  };
  const confirmRemove = () => {
    if (!removing) return;
    const removed = remove(resource.name, { id: removing.id, previousData: removing }, { mutationMode: 'pessimistic', returnPromise: true });
    setRemoveRefused(null);
    toast(removed, toastMessages(resource, 'delete')).then(
      () => setRemoving(null),
      (reason: unknown) => setRemoveRefused(reason instanceof HttpError ? reason.message : null),
    );
  };
  const closeRemove = () => {
    setRemoving(null);
    setRemoveRefused(null);
  };

  // The table's bulk bar: removal when declared and allowed, and each toggle declared for many rows at once.
  const nameOf = (record: RaRecord) => String(record[resource.list.show[0]] ?? record.id);
  const bulkToggles = Object.entries(resource.toggles ?? {}).filter(([, toggle]) => toggle.bulk);
  const removal = canDelete && resource.list.bulk?.includes('delete') ? resource.calls.delete : undefined;
  const bulkActions =
    removal || bulkToggles.length > 0 ? (
      <>
        {removal && <BulkRemove call={removal} nameOf={nameOf} />}
        {bulkToggles.map(([field]) => (
          <BulkToggle key={field} resource={resource} field={field} nameOf={nameOf} />
        ))}
      </>
    ) : (
      false
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, alignContent: 'start' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h1">
          {translate(key('title'))}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {resource.view.layout === 'table' && resource.list.show.length > 1 && <ColumnsButton storeKey={columnsKey} />}
          <ExportButton title={translate(key('title'))} columns={exportColumns(resource, translate)} storeKey={resource.view.layout === 'table' ? columnsKey : undefined} />
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate(key('add'))}
            </Button>
          )}
        </Stack>
      </Stack>
      {resource.list.query && <DeclaredFilters list={list} label={translate(key('title'))} />}
      {resource.view.layout === 'cards' && list.sorts.length > 1 && <SortSelect list={list} labelOf={sortLabel} />}
      {error ? (
        <Alert severity="error">{translate(key('loadError'))}</Alert>
      ) : isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : total === 0 ? (
        <Typography color="textSecondary">{translate(filtered ? 'app.lists.noMatch' : key('empty'))}</Typography>
      ) : resource.view.layout === 'cards' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
          {data.map((record) => (
            <RecordCard key={record.id} resource={resource} record={record} actions={actionsOf(record)} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataTable
            rowClick={false}
            storeKey={columnsKey}
            bulkActionButtons={bulkActions}
            hover={false}
            // The bulk bar lies over the table's header (react-admin lifts it above the table, where
            // this screen has its filter bar and the card's edge would hide it).
            sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { transform: 'none' } }}
          >
            {resource.list.show.map((source) => {
              const { label, kind } = shownField(resource, source);
              return (
                <DataTable.Col
                  key={source}
                  source={source}
                  label={translate(label)}
                  disableSort={!sortable(source)}
                  render={(record: RaRecord) => <FieldValue kind={kind} value={record[source]} />}
                />
              );
            })}
            {Object.keys(resource.toggles ?? {}).map((field) => (
              // A yes/no of its own call: its state, and the button that sets the other (after its confirmation).
              <DataTable.Col
                key={field}
                source={field}
                label={translate(key(`toggles.${field}.label`))}
                disableSort
                render={(record: RaRecord) => (
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
                    <FieldValue kind="boolean" value={record[field]} />
                    <RecordToggle resource={resource} record={record} field={field} />
                  </Stack>
                )}
              />
            ))}
            <DataTable.Col
              label={<Box component="span" sx={visuallyHidden}>{translate('app.rowActions')}</Box>}
              disableSort
              align="right"
              render={(record: RaRecord) => <RowMenu name={String(record[resource.list.show[0]] ?? record.id)} actions={actionsOf(record)} />}
            />
          </DataTable>
          {resource.list.perPage && <Pagination rowsPerPageOptions={[]} />}
        </Paper>
      )}
      {editing && (
        <DeclaredFormDialog
          resource={resource}
          record={editing === 'new' ? undefined : editing}
          latest={editing === 'new' ? undefined : data?.find((r) => r.id === editing.id)}
          restore={history.restoring}
          onClose={closeEditing}
        />
      )}
      {historyOf && historyCall && (
        <RecordHistory
          call={historyCall}
          input={{ params: { id: String(historyOf.id) } }}
          name={String(historyOf[resource.view.titleField ?? resource.list.show[0]] ?? historyOf.id)}
          idField={resource.idField}
          onRestore={
            canEdit
              ? (state, at) => setEditing(history.restore(state, at, historyOf).record)
              : undefined
          }
          onClose={history.close}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={isRemoving}
        title={key('confirm.title')}
        content={
          <>
            {translate(key('confirm.content'), removing ?? {})}
            {removeRefused && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {removeRefused}
              </Alert>
            )}
          </>
        }
        confirm={key('confirm.confirm')}
        cancel={key('confirm.cancel')}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      />
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A record as a card: its title field as the heading, the listed fields below, the actions as buttons. */
function RecordCard({ resource, record, actions }: { resource: AnyResource; record: RaRecord; actions: RowAction[] }) {
  const translate = useTranslate();
  const titleId = useId();
  const titleField = resource.view.titleField ?? resource.list.show[0];
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3, mb: 1 }}>
          {String(record[titleField] ?? '')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {resource.list.show.map((source) => {
            const { label, kind } = shownField(resource, source);
            // 'Ano Letivo: 2025/2026' on one line, or the label above the value.
            const inline = resource.view.inlineLabels;
            return (
              <Box key={source} sx={inline ? { display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'baseline' } : undefined}>
                <Typography component="dt" variant={inline ? 'body2' : 'caption'} color="textSecondary">
                  {inline ? `${translate(label)}:` : translate(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  <FieldValue kind={kind} value={record[source]} />
                </Typography>
              </Box>
            );
          })}
        </Box>
        <RecordExtras resource={resource} record={record} />
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <RowButtons actions={actions} />
        </CardActions>
      )}
    </Card>
  );
}
