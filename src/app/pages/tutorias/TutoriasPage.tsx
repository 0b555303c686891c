import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { ENROLMENT_SCHOOL_FILTER_ROLES, TUTORIA_CREATORS, TUTORIA_MANAGER_EDITORS, type AvailableManager, type Role, type Tutoria } from '../../../contract';
import { usePromiseToast } from '../../layout/promiseToast';
import { useSessionUser } from '../../layout/useSessionUser';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { TutoriaCard } from './TutoriaCard';
import { TutoriaDialog, type TutoriaTexts } from './TutoriaDialog';
import { ManagersDialog } from './ManagersDialog';

const TUTORIAS_KEY = ['tutorias', 'all'];
type Editing = { kind: 'create' } | { kind: 'edit'; tutoria: Tutoria } | { kind: 'managers'; tutoria: Tutoria } | { kind: 'remove'; tutoria: Tutoria } | null;
const within = (roles: readonly Role[], role: Role | undefined) => role !== undefined && roles.includes(role);

/** The academic years of the enrolments, newest first. */
export const academicYears = (tutorias: readonly Tutoria[]) => [...new Set(tutorias.flatMap((t) => t.enrolls.map((e) => e.academicYear)))].sort().reverse();

/** /tutorias: the academic year, one card per programme the user sees, 'Adicionar' for ADMIN and DEV. */
export function TutoriasPage() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({ queryKey: TUTORIAS_KEY, queryFn: async () => (await dataProvider.getList<Tutoria & { id: string }>('tutorias', {})).data });
  const managers = useQuery({ queryKey: ['tutorias', 'managers'], queryFn: () => dataProvider.action<AvailableManager[]>('tutorias', 'managers') });
  const reload = () => queryClient.invalidateQueries({ queryKey: TUTORIAS_KEY });

  const years = useMemo(() => academicYears(list.data ?? []), [list.data]);
  const year = chosenYear ?? years[0] ?? '';
  const managerName = (entry: string) => {
    const dash = entry.lastIndexOf('-');
    const id = entry.slice(0, dash);
    const name = managers.data?.find((m) => m.id_utilizador === id)?.nome ?? id;
    return `${name} (${entry.slice(dash + 1)})`;
  };

  const save = (texts: TutoriaTexts) => {
    if (editing?.kind === 'edit') {
      const updated = dataProvider.update('tutorias', { id: editing.tutoria._id, data: texts, previousData: {} });
      return toast(updated, { success: 'app.tutorias.toast.updated', error: 'app.tutorias.toast.updateError' }).finally(reload);
    }
    const created = dataProvider.create('tutorias', { data: texts });
    return toast(created, { pending: 'app.tutorias.toast.creating', success: 'app.tutorias.toast.created', error: 'app.tutorias.toast.createError' }).finally(reload);
  };
  const remove = (tutoria: Tutoria) => {
    setEditing(null);
    const removed = dataProvider.delete('tutorias', { id: tutoria._id });
    void toast(removed, { pending: 'app.tutorias.toast.removing', success: 'app.tutorias.toast.removed', error: 'app.tutorias.toast.removeError' })
      .catch(() => undefined)
      .finally(reload);
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate('app.tutorias.title')} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h5" component="h1">
          {translate('app.tutorias.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {years.length > 0 && (
            <TextField select size="small" fullWidth={false} label={translate('app.tutorias.year')} value={year} onChange={(e) => setChosenYear(e.target.value)} sx={{ minWidth: 150 }}>
              {years.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          )}
          {within(TUTORIA_CREATORS, user?.role) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create' })}>
              {translate('app.tutorias.add')}
            </Button>
          )}
        </Stack>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{translate('app.tutorias.error')}</Alert>
      ) : list.isPending ? (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.tutorias.empty')}</Typography>
      ) : (
        list.data.map((tutoria) => (
          <TutoriaCard
            key={tutoria._id}
            tutoria={tutoria}
            enrolls={tutoria.enrolls.filter((e) => e.academicYear === year)}
            managerName={managerName}
            // Every role of the screen edits (the server lists a TUTORIAS user only its own programmes).
            canEdit
            canRemove={within(TUTORIA_CREATORS, user?.role)}
            canFilterSchool={within(ENROLMENT_SCHOOL_FILTER_ROLES, user?.role)}
            canEditManagers={within(TUTORIA_MANAGER_EDITORS, user?.role)}
            onEdit={() => setEditing({ kind: 'edit', tutoria })}
            onEditManagers={() => setEditing({ kind: 'managers', tutoria })}
            onRemove={() => setEditing({ kind: 'remove', tutoria })}
            onChanged={() => void reload()}
          />
        ))
      )}
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <TutoriaDialog tutoria={editing.kind === 'edit' ? editing.tutoria : undefined} onSave={save} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'managers' && <ManagersDialog tutoria={editing.tutoria} available={managers.data ?? []} onClose={() => setEditing(null)} onSaved={() => void reload()} />}
      <Confirm
        isOpen={editing?.kind === 'remove'}
        title="app.tutorias.confirm.title"
        content="app.tutorias.confirm.content"
        confirm="app.tutorias.confirm.confirm"
        cancel="app.tutorias.cancel"
        onConfirm={() => editing?.kind === 'remove' && remove(editing.tutoria)}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
