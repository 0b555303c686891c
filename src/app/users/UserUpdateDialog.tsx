import { Box, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import { ROLES, roleNeedsExtras, updateUserBody, type Role, type UpdateUserBody } from '../../contract';
import { usePromiseToast } from '../components/promiseToast';
import { SchemaFormDialog, type FormField, type SaveOptions } from '../components/SchemaFormDialog';
import { chooseRole, initialRoleChoice, roleUpdateBody, type EditedUser } from './roleEditor';
import type { UserRecord } from './types';
import { useExtraOptions } from './useExtraOptions';
import type { Restoring } from '../audit/useRecordHistory';

const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: role }));

/** A user (as listed, or as a 409 answers it now) as the form's values. */
const toForm = (user: Record<string, unknown>) => {
  const { role, extras } = initialRoleChoice(user as EditedUser);
  return { role, role_extra: extras };
};

/**
 * The update-user popup: name, e-mail and id, the Role selector, and the Extra selector for the
 * roles that carry extras (CCURSO courses, DIRECAO schools). Validated by the contract's schema:
 * Atualizar stays disabled while such a role has no extras. Other administrators edit users too:
 * `latest` (the user as the list shows it now) or a stale save (409) shows the conflict panel.
 */
export function UserUpdateDialog({ user, latest, restore, onClose }: { user: UserRecord; latest?: UserRecord; restore?: Restoring; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.users.dialog.${key}`);
  const toast = usePromiseToast();
  const [update] = useUpdate<UserRecord>();
  const [initial] = useState(() => initialRoleChoice(user));
  // The user as the form edits it: as opened, or as reloaded ('Recarregar'); its role brings back its extras.
  const [edited, setEdited] = useState<EditedUser>(user);
  // 'Repor esta versão': an earlier role and extras, typed in over the user as it is now.
  const [restored] = useState(() => restore && toForm(restore.state));
  // The chosen role, for its Extra selector and choices (the form holds it too).
  const [role, setRole] = useState(restored?.role ?? initial.role);
  const extras = useExtraOptions(role);
  const extraChoices = useMemo(() => extras.options.map((o) => ({ id: o.value, name: o.label })), [extras.options]);

  const fields: Record<string, FormField> = {
    role: {
      label: t('role'),
      kind: 'select',
      choices: ROLE_CHOICES,
      // The user's own role brings back the user's extras; any other clears them.
      onChange: (value) => {
        const choice = chooseRole(edited, value as Role);
        setRole(choice.role);
        return { role_extra: choice.extras };
      },
    },
  };
  if (roleNeedsExtras(role)) {
    fields.role_extra = {
      label: t('extra'),
      kind: 'multiChoice',
      choices: extraChoices,
      loading: extras.isLoading,
      loadError: extras.isError ? t('extrasError') : undefined,
      hint: t(role === 'CCURSO' ? 'extraCourses' : 'extraSchools'),
    };
  }

  const save = async (values: UpdateUserBody, { base, overwrite }: SaveOptions) => {
    const data = roleUpdateBody({ role: values.role, extras: values.role_extra ?? [] });
    // The version sent is `base`'s (the user as opened or reloaded); `overwrite`: 'Guardar por cima'.
    const previousData = { ...user, ...base } as UserRecord;
    const saved = update('users', { id: user.id, data, previousData, meta: { overwrite } }, { mutationMode: 'pessimistic', returnPromise: true });
    await toast(saved, { pending: 'app.users.toast.pending', success: 'app.users.toast.success', error: 'app.users.toast.error' });
  };

  const shown = (label: string, value: string | null) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '80px 1fr' }, columnGap: 2, mb: 1 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );

  return (
    <SchemaFormDialog
      schema={updateUserBody}
      fields={fields}
      defaultValues={{ role: initial.role, role_extra: initial.extras }}
      saveWhenValid
      lead={
        <Box component="dl" sx={{ mt: 0, mb: 1 }}>
          {shown(t('name'), user.nome)}
          {shown(t('email'), user.email)}
          {shown(t('id'), user.id_utilizador)}
        </Box>
      }
      typedIn={restored}
      texts={{ title: restore?.title ?? t('title'), save: t('submit'), cancel: t('cancel'), error: translate('app.users.toast.error') }}
      shared={{
        record: user,
        latest,
        toForm,
        onReloaded: (current) => {
          const reloaded = current as EditedUser;
          setEdited(reloaded);
          setRole(initialRoleChoice(reloaded).role);
        },
      }}
      onSave={save}
      onClose={onClose}
    />
  );
}
