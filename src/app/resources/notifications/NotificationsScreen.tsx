import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../../contract';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { refreshResources } from '../../providers/useApi';
import { usePromiseToast } from '../../layout/promiseToast';
import { NotificationCard } from './NotificationCard';
import { EditNotificationDialog, ScheduleNotificationDialog } from './NotificationFormDialog';
import { NOTIFICATIONS, type NotificationRecord } from './types';
import { useNotificationTypes } from './useNotificationTypes';

/** The screen of everyone's notifications: whoever may open it may also tick 'Mostrar todas'. */
const ALL_SCREEN = ACCESS.find((s) => s.screen === 'notificationsAll');

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

type DialogState = { mode: 'schedule' } | { mode: 'edit'; record: NotificationRecord } | null;

/**
 * Notifications, for both routes: /admin/notifications lists everyone's by default; /notifications
 * lists one's own, and shows the 'Mostrar todas as notificações' checkbox to ADMIN and DEV only.
 */
export function NotificationsScreen() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { pathname } = useLocation();
  const canSeeAll = useCanAccess({ resource: 'notificationsAll', action: 'list' }).canAccess === true;
  const [showAll, setShowAll] = useState(pathname === ALL_SCREEN?.path);
  const all = canSeeAll && showAll;

  const { data, isPending, error } = useGetList<NotificationRecord>(
    NOTIFICATIONS,
    { filter: { all }, pagination: { page: 1, perPage: 1000 } },
    { onError: (e: unknown) => console.error('Loading the notifications failed', e) },
  );
  const types = useNotificationTypes();
  const [params, setParams] = useSearchParams();
  const dueSoon = params.get('proximas') === '24h';
  const [openedAt] = useState(Date.now);
  const shown = dueSoon ? data?.filter((record) => dueWithinADay(record, openedAt)) : data;

  const [dialog, setDialog] = useState<DialogState>(null);
  const [cancelling, setCancelling] = useState<NotificationRecord | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await toast(dataProvider.delete(NOTIFICATIONS, { id: cancelling.id, previousData: cancelling }), CANCEL_TOAST);
      await refreshResources(queryClient, [NOTIFICATIONS]);
    } catch (error) {
      console.error('Cancelling the notification failed', error);
    } finally {
      setBusy(false);
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
            control={<Checkbox checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
            label={translate('app.notifications.showAll')}
          />
        ) : (
          <span />
        )}
        {/* Enabled while the types load (a click then spins until they arrive and the form opens):
            disabled until they came, it faded from grey to teal on every visit. */}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={types.isError || (types.isSuccess && !types.data.data.length)}
          loading={dialog?.mode === 'schedule' && types.isPending}
          loadingPosition="start"
          onClick={() => setDialog({ mode: 'schedule' })}
        >
          {translate('app.notifications.schedule')}
        </Button>
      </Stack>

      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.notifications.history')}
      </Typography>
      {dueSoon && <Chip label={translate('app.notifications.dueSoon')} onDelete={() => setParams({})} color="primary" variant="outlined" sx={{ mb: 2, maxWidth: '100%' }} />}

      {isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </Stack>
      ) : error ? (
        <Alert severity="error">{translate('app.notifications.error')}</Alert>
      ) : !shown?.length ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(dueSoon ? 'app.notifications.noneDueSoon' : 'app.notifications.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {shown.map((record) => (
            <NotificationCard
              key={record.id}
              record={record}
              showAuthor={all}
              onEdit={() => setDialog({ mode: 'edit', record })}
              onCancel={() => setCancelling(record)}
            />
          ))}
        </Stack>
      )}

      {dialog?.mode === 'schedule' && types.data ? <ScheduleNotificationDialog types={types.data.data} onClose={() => setDialog(null)} /> : null}
      {dialog?.mode === 'edit' ? <EditNotificationDialog record={dialog.record} onClose={() => setDialog(null)} /> : null}
      <Confirm
        isOpen={!!cancelling}
        loading={busy}
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
