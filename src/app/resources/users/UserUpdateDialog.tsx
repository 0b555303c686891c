import { Autocomplete, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ROLES, type Role } from '../../../contract';
import { usePromiseToast } from '../../layout/promiseToast';
import { useRoleEditor } from './roleEditor';
import type { UserRecord } from './types';
import { useExtraOptions } from './useExtraOptions';

/**
 * The update-user popup: name, e-mail and id, the Role selector, and the Extra selector for the
 * roles that carry extras (CCURSO courses, DIRECAO schools). Atualizar stays disabled while such a
 * role has no extras.
 */
export function UserUpdateDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const refresh = useRefresh();
  const titleId = useId();
  const editor = useRoleEditor(user);
  const extras = useExtraOptions(editor.role);
  const [update, { isPending }] = useUpdate<UserRecord>();
  const labels = useMemo(() => new Map(extras.options.map((o) => [o.value, o.label])), [extras.options]);

  const submit = () => {
    const saved = update('users', { id: user.id, data: editor.body, previousData: user }, { mutationMode: 'pessimistic', returnPromise: true });
    toast(saved, { pending: 'app.users.toast.pending', success: 'app.users.toast.success', error: 'app.users.toast.error' }).then(
      () => {
        refresh();
        onClose();
      },
      (error: unknown) => console.error('Updating the user failed', error),
    );
  };

  const field = (label: string, value: string | null) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '80px 1fr' }, columnGap: 2, mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.users.dialog.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ mt: 0, mb: 2 }}>
          {field(translate('app.users.dialog.name'), user.nome)}
          {field(translate('app.users.dialog.email'), user.email)}
          {field(translate('app.users.dialog.id'), user.id_utilizador)}
        </Box>
        <TextField
          select
          fullWidth
          label={translate('app.users.dialog.role')}
          value={editor.role}
          onChange={(event) => editor.setRole(event.target.value as Role)}
          sx={{ mb: 2 }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        {editor.needsExtras && (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={extras.options.map((o) => o.value)}
            value={editor.extras}
            onChange={(_, value) => editor.setExtras(value)}
            getOptionLabel={(value) => labels.get(value) ?? value}
            loading={extras.isLoading}
            loadingText={translate('app.users.dialog.loading')}
            noOptionsText={translate('app.users.dialog.noOptions')}
            clearText={translate('app.users.dialog.clear')}
            openText={translate('app.users.dialog.open')}
            closeText={translate('app.users.dialog.close')}
            renderValue={(values, getItemProps) =>
              values.map((value, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={value} title={labels.get(value) ?? value} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('app.users.dialog.extra')}
                error={!editor.canSubmit || extras.isError}
                helperText={
                  extras.isError
                    ? translate('app.users.dialog.extrasError')
                    : !editor.canSubmit
                      ? translate('app.users.dialog.extrasRequired')
                      : translate(editor.role === 'CCURSO' ? 'app.users.dialog.extraCourses' : 'app.users.dialog.extraSchools')
                }
              />
            )}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {translate('app.users.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!editor.canSubmit || isPending}>
          {translate('app.users.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
