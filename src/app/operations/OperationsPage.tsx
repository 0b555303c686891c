import { useState, type ReactNode } from 'react';
import { Busy } from '../components/Busy';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { versionInfo } from '../../contract';
import { API, type CallAnswer } from '../../contract/api';
import { callKey, useApiMutation, useApiQuery } from '../providers/useApi';
import { usePromiseToast } from '../components/promiseToast';
import { Dialog } from '../components/WhenOpened';

/** The selector's "no version chosen" value: the update does nothing while it is selected. */
export const NO_VERSION = '-1';

export function canUpdateMinVersion(selected: string): boolean {
  return selected !== NO_VERSION && selected !== '';
}

/** A card with a heading and a description, from the i18n keys `<messages>.title` and `.description`. */
function SectionCard({ id, messages, children }: { id: string; messages: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {translate(`${messages}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate(`${messages}.description`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function MinVersionCard() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const toast = usePromiseToast();
  const [selected, setSelected] = useState(NO_VERSION);

  const versions = useApiQuery(API.operations.version);
  // The setting is written at the version of it the screen shows (`version`: the app's version chosen).
  const update = useApiMutation(API.operations.minVersion, { toInput: (version: string) => ({ body: { version }, version: versions.data?.version }) });
  // The answer holds the versions after the change, and the setting's new version: the screen shows them from it (the write's refresh reads them again too).
  const save = (version: string) =>
    update.mutateAsync(version, {
      onSuccess: (answer) => {
        const info = versionInfo.safeParse(answer);
        if (info.success) queryClient.setQueryData<CallAnswer<typeof API.operations.version>>(callKey(API.operations.version), { ...info.data, data: info.data, version: answer.version });
      },
    });

  const submit = () => {
    if (!canUpdateMinVersion(selected)) return;
    toast(save(selected), {
      pending: 'app.operations.minVersion.toast.pending',
      success: 'app.operations.minVersion.toast.success',
      error: 'app.operations.minVersion.toast.error',
    }).catch(() => undefined);
  };

  return (
    <SectionCard id="min-version" messages="app.operations.minVersion">
      {versions.isPending ? (
        <Busy>
          <Skeleton variant="text" width={220} />
          <Skeleton variant="rounded" height={40} sx={{ maxWidth: 360, mt: 1 }} />
        </Busy>
      ) : versions.isError ? (
        <Alert severity="error">{translate('app.operations.loadError')}</Alert>
      ) : (
        <>
          <Typography data-testid="current-min-version" sx={{ mb: 2 }}>
            {translate('app.operations.minVersion.current')}:{' '}
            <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.05em' }}>
              {versions.data.minimum ?? translate('app.operations.minVersion.none')}
            </Box>
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={translate('app.operations.minVersion.select')}
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              <MenuItem value={NO_VERSION}>
                <em>{translate('app.operations.minVersion.choose')}</em>
              </MenuItem>
              {versions.data.available.map((version) => (
                <MenuItem key={version} value={version}>
                  {version}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              onClick={submit}
              disabled={!canUpdateMinVersion(selected) || update.isPending}
              startIcon={update.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {translate('app.operations.minVersion.update')}
            </Button>
          </Box>
        </>
      )}
    </SectionCard>
  );
}

function PurgeCard() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const [open, setOpen] = useState(false);
  const purge = useApiMutation(API.operations.purge);

  const confirm = () => {
    toast(purge.mutateAsync({}), {
      pending: 'app.operations.purge.toast.pending',
      success: 'app.operations.purge.toast.success',
      error: 'app.operations.purge.toast.error',
    }).then(
      // The modal closes on success and stays open on error (spec section 4).
      () => setOpen(false),
      () => undefined,
    );
  };
  const close = () => {
    if (!purge.isPending) setOpen(false);
  };

  return (
    <SectionCard id="purge" messages="app.operations.purge">
      <Button variant="contained" color="error" startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)}>
        {translate('app.operations.purge.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="purge-confirm-title" aria-describedby="purge-confirm-text">
        <DialogTitle id="purge-confirm-title">{translate('app.operations.purge.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="purge-confirm-text">{translate('app.operations.purge.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={purge.isPending}>
            {translate('app.operations.purge.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={confirm}
            disabled={purge.isPending}
            startIcon={purge.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {translate('app.operations.purge.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}

/** Minimum app version and purge (spec section 2 "Operations screen"). */
export function OperationsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 880 }}>
      <ScreenTitle title={translate('app.operations.title')} />
      <MinVersionCard />
      <PurgeCard />
    </Box>
  );
}
