import { memo, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, FormControlLabel, MenuItem, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { Pagination, Title, useGetList, useListContext, useListFilterContext, useTranslate } from 'react-admin';
import { PAGE_SIZE, SKELETON_COUNT, type HrRequest } from '../../contract';
import { hrRequestsList } from '../../contract/lists/hrRequests';
import { PresenceScope } from '../components/Presence';
import { lisbonDateTime } from '../components/dates';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { ExportButton } from '../lists/ExportButton';
import { SortSelect } from '../lists/SortSelect';
import { listQueryOptions } from '../providers/queryClient';
import { HrRequestCard } from './HrRequestCard';
import type { AnswerRestore } from './AttachmentField';
import { API } from '../../contract/api';
import { RecordHistory } from '../audit/RecordHistory';
import { useRecordHistory } from '../audit/useRecordHistory';
import { ScreenListBase } from '../lists/ScreenListBase';
import { Confirm } from '../components/WhenOpened';

type HrRequestRecord = HrRequest & { id: string };

/** The address of the list without the answered requests (what the spec's `?respondidos=false` asked). */
const OPEN_ONLY = `?filter=${encodeURIComponent(JSON.stringify({ answered: false }))}`;

/**
 * /requestsrh: HR requests, newest first unless asked, 10 a page, with the declared filters
 * (answered, type, day sent), the order and 'Exportar'; all of it in the address (a reload, back,
 * or a link sent to a colleague opens the same view). The dashboard's link, `?respondidos=false`,
 * opens it as the filter 'Respondido: Não'. The menu entry opens the list as it starts.
 */
export function HrRequestList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  if (params.get('respondidos') === 'false') return <Navigate replace to={OPEN_ONLY} />;
  return (
    <ScreenListBase<HrRequestRecord>
      resource="hrRequests"
      perPage={PAGE_SIZE.hrRequests}
      sort={hrRequestsList.defaultSort}
      storeKey={false}
      queryOptions={listQueryOptions('the HR requests')}
    >
      <Title title={translate('app.hrRequests.title')} />
      <HrRequestListView />
    </ScreenListBase>
  );
}

type Values = Record<string, unknown>;

/**
 * The spec's own controls, applied at once: 'Mostrar respondidos' (on: every request; off: the
 * declared filter answered=false) and 'Escolha um tipo de pedido' (the declared filter `type`).
 */
function SpecFilters({ types }: { types: readonly { id: string; name: string }[] | undefined }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const values = filterValues as Values;
  // The switch answers at once; the list's filter (applied by react-admin on the next tick) follows.
  const [showAnswered, setShowAnswered] = useState(values.answered !== false);
  const seen = values.answered !== false;
  const [seenFilter, setSeenFilter] = useState(seen);
  if (seenFilter !== seen) {
    setSeenFilter(seen);
    setShowAnswered(seen);
  }
  const apply = (next: Values) => setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')), {}, false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={showAnswered}
            onChange={(event) => {
              setShowAnswered(event.target.checked);
              apply({ ...values, answered: event.target.checked ? undefined : false });
            }}
          />
        }
        label={translate('app.hrRequests.showAnswered')}
      />
      <TextField
        select
        label={translate('app.hrRequests.chooseType')}
        value={typeof values.type === 'string' && types?.some((t) => t.id === values.type) ? values.type : ''}
        onChange={(event) => apply({ ...values, type: event.target.value || undefined })}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.hrRequests.allTypes')}</MenuItem>
        {(types ?? []).map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** The filters SpecFilters shows with the spec's own controls (DeclaredFilters leaves them out of its bar). */
const SPEC_FILTERS = ['answered', 'type'];

/** The HR types as the type filter's choices (it filters by id). */
function useTypeChoices() {
  const { data } = useGetList<{ id: string; name: string }>('hrRequestTypes', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => data?.map(({ id, name }) => ({ id, name })), [data]);
}

/**
 * The page's requests, and those the person started answering here that a colleague's answer took
 * out of it (live, e.g. from the open requests): each stays where it was, with its file or the
 * conflict panel, until the view changes (filters, order, page). Nothing they were doing vanishes.
 */
function useHeldRows() {
  const { data, filterValues, sort, page } = useListContext<HrRequestRecord>();
  const view = JSON.stringify([filterValues, sort, page]);
  const [held, setHeld] = useState<{ view: string; rows: ReadonlyMap<string, { record: HrRequestRecord; at: number }> }>({ view, rows: new Map() });
  const kept = held.view === view ? held.rows : undefined;
  const rows = useMemo(() => {
    const shown = [...(data ?? [])];
    const ids = new Set(shown.map((r) => r.id));
    for (const [id, { record, at }] of kept ?? []) if (!ids.has(id)) shown.splice(Math.min(at, shown.length), 0, record);
    return shown;
  }, [data, kept]);
  const hold = (record: HrRequestRecord) =>
    setHeld((now) => {
      const same = now.view === view ? now.rows : new Map();
      return same.has(record.id) ? now : { view, rows: new Map(same).set(record.id, { record, at: rows.indexOf(record) }) };
    });
  return { rows, hold };
}

/**
 * The spec's controls and the declared bar, the HR types as their type filter's choices: read here,
 * the types' answer draws the filters again, not the list and its placeholders; and the rows'
 * answer does not draw the filters (they read the filter context only).
 */
const HrFilters = memo(function HrFilters() {
  const translate = useTranslate();
  const types = useTypeChoices();
  const choices = useMemo(() => ({ type: types }), [types]);
  return (
    <>
      <SpecFilters types={types} />
      <DeclaredFilters list={hrRequestsList} label={translate('app.hrRequests.filters')} choices={choices} own={SPEC_FILTERS} />
    </>
  );
});

/** An entry of an HR request's history that is an answer (its PDF by name and SHA-256), which 'Repor esta versão' can send again. */
const isAnswer = (state: Record<string, unknown>) => typeof state.sha256 === 'string' && typeof state.anexoNome === 'string';

function HrRequestListView() {
  const translate = useTranslate();
  const { error, isPending, total = 0, filterValues } = useListContext<HrRequestRecord>();
  const { rows, hold } = useHeldRows();
  // 'Histórico': when it was sent, each answer and each download of it; 'Repor esta versão' sends an earlier answer again, once confirmed.
  const history = useRecordHistory<HrRequestRecord>(rows);
  const { historyOf } = history;
  const [restoring, setRestoring] = useState<{ id: string; title: string; restore: AnswerRestore; confirmed: boolean }>();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('app.hrRequests.title')}
      </Typography>
      <HrFilters />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <ExportButton
          title={translate('app.hrRequests.title')}
          columns={[
            { label: translate('app.hrRequests.columns.date'), value: (r) => lisbonDateTime(r.date) },
            { label: translate('app.hrRequests.columns.type'), value: (r) => r.type },
            { label: translate('app.hrRequests.columns.body'), value: (r) => r.corpo },
            { label: translate('app.hrRequests.requester'), value: (r) => r.user?.nome ?? '' },
            { label: translate('app.hrRequests.columns.email'), value: (r) => r.user?.email ?? '' },
            { label: translate('app.hrRequests.answerFile'), value: (r) => r.anexoNome ?? '' },
          ]}
        />
        <SortSelect list={hrRequestsList} />
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.hrRequests.error')}</Alert>
      ) : isPending ? (
        <Stack spacing={1.5} aria-busy="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={140} data-testid="hr-request-skeleton" />
          ))}
        </Stack>
      ) : total === 0 && rows.length === 0 ? (
        <Typography color="textSecondary">{translate(filtered ? 'app.hrRequests.noMatch' : 'app.hrRequests.empty')}</Typography>
      ) : (
        <>
          {/* Each card on screen counts as open here; each names who else has it open. */}
          <PresenceScope resource="hrRequests">
            <Stack component="section" spacing={1.5} aria-label={translate('app.hrRequests.title')}>
              {rows.map((request) => (
                <HrRequestCard
                  key={request.id}
                  request={request}
                  onHold={() => hold(request)}
                  onHistory={() => history.open(request)}
                  restore={restoring?.confirmed && restoring.id === request.id ? restoring.restore : undefined}
                />
              ))}
            </Stack>
          </PresenceScope>
          <Pagination rowsPerPageOptions={[]} />
        </>
      )}
      {historyOf && (
        <RecordHistory
          call={API.hrRequests.history}
          input={{ params: { id: historyOf._id } }}
          name={historyOf.type}
          idField="_id"
          restorable={isAnswer}
          onRestore={(state, at) => {
            // The request as listed now: the version the earlier answer is sent over.
            const { restoring: { title }, record: shown } = history.restore(state, at, historyOf);
            hold(shown);
            const restore = { sha256: String(state.sha256), name: String(state.anexoNome), version: shown.version, done: () => setRestoring(undefined) };
            setRestoring({ id: shown.id, title, restore, confirmed: false });
          }}
          onClose={history.close}
        />
      )}
      <Confirm
        isOpen={restoring !== undefined && !restoring.confirmed}
        title={restoring?.title ?? ''}
        content="app.hrRequests.restore.content"
        translateOptions={{ name: restoring?.restore.name ?? '' }}
        confirm="app.hrRequests.restore.confirm"
        onConfirm={() => setRestoring((r) => r && { ...r, confirmed: true })}
        onClose={() => setRestoring(undefined)}
      />
    </Box>
  );
}
