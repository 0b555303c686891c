import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { HttpError, Title, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS, type Choice, type NotificationTypeOption } from '../../contract';
import { API } from '../../contract/api';
import { allNotificationsList, notificationsList } from '../../contract/lists/notifications';
import type { ListDeclaration } from '../../contract/lists/define';
import { SortSelect } from '../lists/SortSelect';
import { ExportButton, type ExportColumn } from '../lists/ExportButton';
import { fieldCell } from '../exports/cells';
import { versionRead } from '../providers/dataProvider';
import { listQueryOptions } from '../providers/queryClient';
import { useApiMutation, useApiQuery } from '../providers/useApi';
import { usePromiseToast } from '../components/promiseToast';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { NotificationCard } from './NotificationCard';
import { EditNotificationDialog, ScheduleNotificationDialog } from './NotificationFormDialog';
import { NOTIFICATIONS, type NotificationRecord } from './types';
import { useNotificationTypes } from './useNotificationTypes';
import { ScreenListBase } from '../lists/ScreenListBase';
import { drawingAttribute, FIRST_CARDS, useFirstRowsFirst } from '../components/firstRowsFirst';
import { RecordHistory } from '../audit/RecordHistory';
import { useRecordHistory, type Restoring } from '../audit/useRecordHistory';
import { Confirm } from '../components/WhenOpened';

/** The screen of everyone's notifications: whoever may open it may also tick 'Mostrar todas'. */
const ALL_SCREEN = ACCESS.find((s) => s.screen === 'notificationsAll');
const OWN_SCREEN = ACCESS.find((s) => s.screen === 'notificationsOwn');

/** Every notification, the API answers whole (one page holds them all). */
const ALL_AT_ONCE = 1000;

const SKELETONS = 3;
const DAY_MS = 24 * 3_600_000;

/** `?proximas=24h` (the dashboard's link): only the pending ones due in the next 24 hours. */
function dueWithinADay(record: NotificationRecord, now: number): boolean {
  const at = Date.parse(record.date);
  return !record.sent && at >= now && at < now + DAY_MS;
}

const CANCEL_TOAST = {
  pending: 'app.notifications.toast.cancelling',
  success: 'app.notifications.toast.cancelled',
  error: 'app.notifications.toast.cancelError',
  // A refusal says why (e.g. 'A notificação já foi enviada e não pode ser cancelada.'); a failure of the server stays generic.
  errorFor: (reason: unknown) => (reason instanceof HttpError && reason.status < 500 && reason.message ? 'app.notifications.toast.cancelRefused' : undefined),
};

function CardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Skeleton variant="text" width="45%" height={32} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
        <Skeleton variant="text" width={150} />
        <Skeleton variant="text" sx={{ mt: 1 }} />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width={180} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

type DialogState = { mode: 'schedule' } | { mode: 'edit'; record: NotificationRecord; restore?: Restoring } | null;

/**
 * The types one may filter by: every type for ADMIN and DEV (GET /notifications/type), else the
 * types of the options one may schedule, once each (a CCURSO's 'Curso 9201 — …' options are the
 * type 'Curso').
 */
function useTypeChoices(canSeeAll: boolean): readonly Choice[] | undefined {
  const every = useApiQuery(API.notifications.types, undefined, { staleTime: 5 * 60_000, enabled: canSeeAll });
  const mine = useNotificationTypes();
  const all = canSeeAll ? every.data : undefined;
  return useMemo(() => (all ? all.data.map((t) => ({ id: t.id, name: t.name })) : mine.data && typesOf(mine.data.data)), [all, mine.data]);
}

/** The options' types, once each, by the type's own name (an option bound to an extra reads 'Type extra — name'). */
function typesOf(options: readonly NotificationTypeOption[]): Choice[] {
  const types = new Map<string, string>();
  for (const o of options) {
    if (!types.has(o.typeId)) types.set(o.typeId, o.extra === null ? o.name : o.name.split(` ${o.extra} — `)[0]);
  }
  return [...types].map(([id, name]) => ({ id, name }));
}

/**
 * Notifications, for both routes: /admin/notifications lists everyone's; /notifications lists one's
 * own, and shows the 'Mostrar todas as notificações' checkbox to ADMIN and DEV only (ticked, it
 * opens /admin/notifications with the same filters). The filters and the sort are in the address.
 */
export function NotificationsScreen() {
  const { pathname } = useLocation();
  const access = useCanAccess({ resource: 'notificationsAll', action: 'list' });
  const all = access.canAccess === true && pathname === ALL_SCREEN?.path;
  return (
    <ScreenListBase<NotificationRecord>
      resource={NOTIFICATIONS}
      filter={{ all }}
      perPage={ALL_AT_ONCE}
      sort={notificationsList.defaultSort}
      // Only the address keeps the view: the menu opens each screen as it is by default.
      storeKey={false}
      queryOptions={{ ...listQueryOptions('the notifications'), enabled: !access.isPending }}
    >
      <NotificationsView all={all} canSeeAll={access.canAccess === true} />
    </ScreenListBase>
  );
}

/** What 'Exportar' writes of a notification: its title first; the author on everyone's list. */
function useExportColumns(all: boolean): ExportColumn[] {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.notifications.${key}`);
  const columns: ExportColumn[] = [
    { label: t('fields.titulo'), value: (n) => n.titulo },
    { label: t('fields.mensagem'), value: (n) => n.mensagem },
    { label: t('type'), value: (n) => n.tipo },
    { label: t('extra'), value: (n) => (n.extra ? (n.extraNome ?? n.extra) : '') },
    { label: t('columns.date'), value: (n) => fieldCell('datetime', n.date) },
    { label: t('columns.state'), value: (n) => t(n.sent ? 'status.sent' : 'status.pending') },
    { label: t('columns.recipients'), value: (n) => Number(n.recievedBy) },
    { label: t('link'), value: (n) => n.url ?? '' },
  ];
  return all ? [...columns, { label: t('author'), value: (n) => n.author?.nome ?? n.author?.id_utilizador ?? '' }] : columns;
}

/** The address of the other screen with the same filters and sort (the author's only on everyone's). */
function otherScreen(search: string, toAll: boolean): { pathname: string; search: string } {
  const params = new URLSearchParams(search);
  const filter = params.get('filter');
  if (filter && !toAll) {
    try {
      const values = JSON.parse(filter) as Record<string, unknown>;
      delete values.author;
      params.set('filter', JSON.stringify(values));
    } catch {
      params.delete('filter');
    }
  }
  const query = params.toString();
  return { pathname: (toAll ? ALL_SCREEN?.path : OWN_SCREEN?.path) ?? '/', search: query ? `?${query}` : '' };
}

function NotificationsView({ all, canSeeAll }: { all: boolean; canSeeAll: boolean }) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, isPending, error, filterValues } = useListContext<NotificationRecord>();
  const list = all ? allNotificationsList : notificationsList;
  const exportColumns = useExportColumns(all);
  const filtered = Object.keys(list.filters).some((key) => Object.keys(filterValues ?? {}).some((param) => param === key || param.startsWith(`${key}_`)));
  const [params, setParams] = useSearchParams();
  const dueSoon = params.get('proximas') === '24h';
  const [openedAt] = useState(Date.now);
  const shown = dueSoon ? data?.filter((record) => dueWithinADay(record, openedAt)) : data;
  const cards = useFirstRowsFirst(shown ?? [], FIRST_CARDS);
  // Ticked or not at once (the other screen opens after): the box follows the screen shown.
  const [ticked, setTicked] = useState(all);
  const [shownAll, setShownAll] = useState(all);
  if (shownAll !== all) {
    setShownAll(all);
    setTicked(all);
  }
  const showAll = (checked: boolean) => {
    setTicked(checked);
    navigate(otherScreen(search, checked));
  };
  const removeDueSoon = () =>
    setParams((p) => {
      p.delete('proximas');
      return p;
    });

  const [dialog, setDialog] = useState<DialogState>(null);
  // 'Histórico' of any notification; 'Repor esta versão' of a pending one opens its edit popup as listed now.
  const history = useRecordHistory<NotificationRecord>(data);
  const { historyOf } = history;
  const [cancelling, setCancelling] = useState<NotificationRecord | null>(null);
  // Once answered, the notifications are read again (the query client's write cache).
  const cancel = useApiMutation(API.notifications.remove, { toInput: (notification: NotificationRecord) => ({ params: { _id: String(notification.id) }, version: versionRead(notification, undefined) }) });

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await toast(cancel.mutateAsync(cancelling), CANCEL_TOAST);
    } catch (error) {
      console.error('Cancelling the notification failed', error);
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <Title title={translate('app.notifications.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        {canSeeAll ? (
          <FormControlLabel
            control={<Checkbox checked={ticked} onChange={(event) => showAll(event.target.checked)} />}
            label={translate('app.notifications.showAll')}
          />
        ) : (
          <span />
        )}
        <ScheduleButton opening={dialog?.mode === 'schedule'} onClick={() => setDialog({ mode: 'schedule' })} />
      </Stack>

      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.notifications.history')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {/* One bar per list (everyone's has the author): its fields start from the address. */}
        <TypeFilters key={all ? 'all' : 'own'} list={list} canSeeAll={canSeeAll} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', '& > :last-child': { flex: '1 1 240px' } }}>
          <ExportButton title={translate('app.notifications.title')} columns={exportColumns} />
          <SortSelect list={list} />
        </Stack>
      </Stack>
      {dueSoon && <Chip label={translate('app.notifications.dueSoon')} onDelete={removeDueSoon} color="primary" variant="outlined" sx={{ mb: 2, maxWidth: '100%' }} />}

      {isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </Stack>
      ) : error ? (
        <Alert severity="error">{translate('app.notifications.error')}</Alert>
      ) : !shown?.length ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(dueSoon ? 'app.notifications.noneDueSoon' : filtered ? 'app.notifications.noneMatch' : 'app.notifications.empty')}
        </Typography>
      ) : (
        <Stack spacing={2} {...drawingAttribute(cards.drawing)}>
          {cards.shown.map((record) => (
            <NotificationCard
              key={record.id}
              record={record}
              showAuthor={all}
              onEdit={() => setDialog({ mode: 'edit', record })}
              onCancel={() => setCancelling(record)}
              onHistory={() => history.open(record)}
            />
          ))}
        </Stack>
      )}

      {dialog?.mode === 'schedule' ? <ScheduleOnceTypesCame onClose={() => setDialog(null)} /> : null}
      {dialog?.mode === 'edit' ? (
        <EditNotificationDialog record={dialog.record} latest={shown?.find((r) => r.id === dialog.record.id)} restore={dialog.restore} onClose={() => setDialog(null)} />
      ) : null}
      {historyOf && (
        <RecordHistory
          call={API.notifications.history}
          input={{ params: { _id: historyOf.id } }}
          name={historyOf.titulo}
          idField="_id"
          onRestore={
            historyOf.sent
              ? undefined
              : (state, at) => {
                  const { restoring, record } = history.restore(state, at, historyOf);
                  setDialog({ mode: 'edit', record, restore: restoring });
                }
          }
          onClose={history.close}
        />
      )}
      <Confirm
        isOpen={!!cancelling}
        loading={cancel.isPending}
        title="app.notifications.confirm.title"
        content="app.notifications.confirm.content"
        translateOptions={{ titulo: cancelling?.titulo ?? '' }}
        confirm="app.notifications.confirm.confirm"
        cancel="app.notifications.confirm.back"
        confirmColor="warning"
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}

/*
 * The types (two reads) are read by the parts that show them, not by the screen: their answers then
 * draw the button, the filter bar or the popup again, not the whole screen and its placeholders
 * (`npm run bench -- screenCommits`, a menu click on /admin/notifications).
 */

/** 'Agendar notificação': enabled while the types load (a click then spins until they arrive and the form opens); disabled until they came, it faded from grey to teal on every visit. */
function ScheduleButton({ opening, onClick }: { opening: boolean; onClick: () => void }) {
  const translate = useTranslate();
  const types = useNotificationTypes();
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={types.isError || (types.isSuccess && !types.data.data.length)}
      loading={opening && types.isPending}
      loadingPosition="start"
      onClick={onClick}
    >
      {translate('app.notifications.schedule')}
    </Button>
  );
}

/** The filter bar, its type filter offering the types one may filter by. */
function TypeFilters({ list, canSeeAll }: { list: ListDeclaration; canSeeAll: boolean }) {
  const translate = useTranslate();
  const typeChoices = useTypeChoices(canSeeAll);
  const choices = useMemo(() => ({ type: typeChoices }), [typeChoices]);
  return <DeclaredFilters list={list} label={translate('app.notifications.filters')} choices={choices} />;
}

/** The schedule popup, once the types one may schedule have come. */
function ScheduleOnceTypesCame({ onClose }: { onClose: () => void }) {
  const types = useNotificationTypes();
  return types.data ? <ScheduleNotificationDialog types={types.data.data} onClose={onClose} /> : null;
}
