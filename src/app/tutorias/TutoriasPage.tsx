import { useMemo, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { ScreenHeader } from '../layout/ScreenTitle';
import { PROGRAMME_TITLES, type Tutoria } from '../../contract';
import { API } from '../../contract/api';
import { enrolmentsList } from '../../contract/lists/enrolments';
import { AddressFilterBar, useAddressFilters } from '../lists/AddressFilters';
import { usePromiseToast } from '../components/promiseToast';
import { useApiQuery } from '../providers/useApi';
import type { PeerMentorChoice, TutoriasMeta } from './api';
import { TutoriaCard } from './TutoriaCard';
import { TutoriaDialog, type TutoriaTexts } from './TutoriaDialog';
import type { SaveOptions } from '../components/SchemaFormDialog';
import { ManagersDialog } from './ManagersDialog';
import { YearSelect } from '../components/YearSelect';
import { Confirm } from '../components/WhenOpened';

type Editing = { kind: 'create' } | { kind: 'edit'; tutoria: Tutoria } | { kind: 'managers'; tutoria: Tutoria } | { kind: 'remove'; tutoria: Tutoria } | null;

/** The academic years of the enrolments, newest first. */
export const academicYears = (tutorias: readonly Tutoria[]) => [...new Set(tutorias.flatMap((t) => t.enrolls.map((e) => e.academicYear)))].sort().reverse();

/**
 * /tutorias: the academic year, one card per programme the user sees, 'Adicionar' for ADMIN and DEV;
 * above the cards the enrolments' declared filters (approval, UC, course, mentor: in the address),
 * one bar for every card: the server answers each programme with the enrolments they keep.
 */
export function TutoriasPage() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  // The access table's rules (canAccess): the endpoints' as the server applies them, the screen's abilities.
  const { canAccess: canCreate } = useCanAccess({ resource: 'tutorias', action: 'POST /tutorias' });
  const { canAccess: canRemove } = useCanAccess({ resource: 'tutorias', action: 'DELETE /tutorias/:id' });
  const { canAccess: canFilterSchool } = useCanAccess({ resource: 'tutorias', action: 'filterSchool' });
  const { canAccess: canEditManagers } = useCanAccess({ resource: 'tutorias', action: 'editManagers' });
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const filters = useAddressFilters(enrolmentsList);
  const list = useGetList<Tutoria & { id: string }>('tutorias', { filter: filters.values });
  // Filtered, the peer mentoring card may hold none of its mentors (the mentor's own enrolment is no
  // mentee of it): they are read from their own call then, for the names and the mentor choosers.
  const allMentors = useApiQuery(API.tutorias.mentors, undefined, { enabled: filters.filtered });
  const managers = useApiQuery(API.tutorias.managers);
  // After a change, answered or refused, every screen showing tutorias reads them again (the query client's write cache).
  const [update] = useUpdate<Tutoria & { id: string }>();
  const [create] = useCreate<Tutoria & { id: string }>();
  const [deleteOne] = useDelete<Tutoria & { id: string }>();

  const years = useMemo(() => academicYears(list.data ?? []), [list.data]);
  const year = chosenYear ?? years[0] ?? '';
  const peerMentors = useMemo<readonly PeerMentorChoice[]>(
    () => (filters.filtered ? (allMentors.data?.mentors ?? []) : (list.data?.find((t) => t.title === PROGRAMME_TITLES.peerMentoring)?.enrolls.filter((e) => e.type === 'mentor') ?? [])),
    [filters.filtered, allMentors.data, list.data],
  );
  const yearMentors = useMemo(() => peerMentors.filter((m) => m.academicYear === year), [peerMentors, year]);
  const mentorChoices = useMemo(() => [...new Map(peerMentors.map((m) => [m.id_utilizador, { id: m.id_utilizador, name: m.nome ?? m.id_utilizador }])).values()], [peerMentors]);
  const managerName = (entry: string) => {
    const dash = entry.lastIndexOf('-');
    const id = entry.slice(0, dash);
    const name = managers.data?.data.find((m) => m.id_utilizador === id)?.nome ?? id;
    return `${name} (${entry.slice(dash + 1)})`;
  };

  const save = (texts: TutoriaTexts, { base, overwrite }: SaveOptions) => {
    if (editing?.kind === 'edit') {
      // The version sent is `base`'s (the programme as opened or reloaded); `overwrite`: 'Guardar por cima'.
      const previousData = { ...editing.tutoria, ...base, id: editing.tutoria._id };
      const updated = update('tutorias', { id: editing.tutoria._id, data: texts, previousData, meta: { overwrite } }, { returnPromise: true });
      return toast(updated, { success: 'app.tutorias.toast.updated', error: 'app.tutorias.toast.updateError' });
    }
    const created = create('tutorias', { data: texts }, { returnPromise: true });
    return toast(created, { pending: 'app.tutorias.toast.creating', success: 'app.tutorias.toast.created', error: 'app.tutorias.toast.createError' });
  };
  const remove = (tutoria: Tutoria) => {
    setEditing(null);
    const removed = deleteOne('tutorias', { id: tutoria._id, previousData: { ...tutoria, id: tutoria._id } }, { returnPromise: true });
    void toast(removed, { pending: 'app.tutorias.toast.removing', success: 'app.tutorias.toast.removed', error: 'app.tutorias.toast.removeError' })
      .catch(() => undefined);
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScreenHeader title={translate('app.tutorias.title')}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {years.length > 0 && (
            <YearSelect label={translate('app.tutorias.year')} years={years} value={year} onChange={setChosenYear} />
          )}
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create' })}>
              {translate('app.tutorias.add')}
            </Button>
          )}
        </Stack>
      </ScreenHeader>
      <AddressFilterBar
        filters={filters}
        list={enrolmentsList}
        label={translate('app.tutorias.filters')}
        choices={{ course: (list.meta as TutoriasMeta | undefined)?.courses, mentor: mentorChoices }}
      />
      {list.isError ? (
        <Alert severity="error">{translate('app.tutorias.error')}</Alert>
      ) : list.isPending ? (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : list.data.length === 0 ? (
        <Typography color="textSecondary">{translate('app.tutorias.empty')}</Typography>
      ) : (
        list.data.map((tutoria) => (
          <TutoriaCard
            key={tutoria._id}
            tutoria={tutoria}
            enrolls={tutoria.enrolls.filter((e) => e.academicYear === year)}
            mentors={yearMentors}
            managerName={managerName}
            // Every role of the screen edits (the server lists a TUTORIAS user only its own programmes).
            canEdit
            canRemove={canRemove === true}
            canFilterSchool={canFilterSchool === true}
            canEditManagers={canEditManagers === true}
            onEdit={() => setEditing({ kind: 'edit', tutoria })}
            onEditManagers={() => setEditing({ kind: 'managers', tutoria })}
            onRemove={() => setEditing({ kind: 'remove', tutoria })}
          />
        ))
      )}
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <TutoriaDialog
          tutoria={editing.kind === 'edit' ? editing.tutoria : undefined}
          latest={editing.kind === 'edit' ? list.data?.find((t) => t._id === editing.tutoria._id) : undefined}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'managers' && <ManagersDialog tutoria={editing.tutoria} available={managers.data?.data ?? []} onClose={() => setEditing(null)} />}
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
