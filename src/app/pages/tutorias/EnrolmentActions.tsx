/** The enrolment table's actions: approve or reject a tutor, give a mentee a mentor or take it away. */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Enrolment } from '../../../contract';
import { usePromiseToast } from '../../layout/promiseToast';
import type { BackofficeDataProvider } from '../../providers/dataProvider';

/** Runs one of the area's actions with its toast, then `onDone` (the list is read again). */
function useEnrolmentAction(onDone: () => void) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const toast = usePromiseToast();
  const [busy, setBusy] = useState(false);
  const run = (action: string, args: Record<string, unknown>, success: string, error: string) => {
    setBusy(true);
    toast(dataProvider.action('tutorias', action, args), { success: `app.tutorias.toast.${success}`, error: `app.tutorias.toast.${error}` })
      .then(onDone, () => undefined)
      .finally(() => setBusy(false));
  };
  return { run, busy };
}

/** 'Aprovar Tutor?': Aprovar and Rejeitar while undecided, then only 'Aprovado' or 'Rejeitado'. */
export function ApprovalCell({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const translate = useTranslate();
  const { run, busy } = useEnrolmentAction(onDone);
  if (enrolment.type !== 'tutor') return null;
  if (enrolment.aprovado !== null) return <Typography variant="body2">{translate(`app.tutorias.table.${enrolment.aprovado ? 'approved' : 'rejected'}`)}</Typography>;
  const args = { inscritoID: enrolment.id_utilizador, uc: enrolment.uc, type: 'tutor', academicYear: enrolment.academicYear };
  const who = enrolment.nome ?? enrolment.id_utilizador;
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button size="small" variant="outlined" color="success" disabled={busy} onClick={() => run('approve', args, 'approved', 'approveError')} aria-label={`${translate('app.tutorias.table.approveAction')}: ${who}`}>
        {translate('app.tutorias.table.approveAction')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => run('reject', args, 'rejected', 'rejectError')} aria-label={`${translate('app.tutorias.table.rejectAction')}: ${who}`}>
        {translate('app.tutorias.table.rejectAction')}
      </Button>
    </Stack>
  );
}

/** 'Mentor Associado': a mentee's mentor and 'Remover', or a chooser of the year's mentors and 'Associar' (enabled once one is chosen). */
export function MentorCell({ title, enrolment, mentors, mentorName, onDone }: { title: string; enrolment: Enrolment; mentors: readonly Enrolment[]; mentorName: (id: string) => string; onDone: () => void }) {
  const translate = useTranslate();
  const { run, busy } = useEnrolmentAction(onDone);
  const [chosen, setChosen] = useState('');
  if (enrolment.type !== 'mentorado') return null;
  const base = { mentoradoID: enrolment.id_utilizador, tutoriaTitle: title, academicYear: enrolment.academicYear };
  const who = enrolment.nome ?? enrolment.id_utilizador;
  if (enrolment.mentorID) {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{mentorName(enrolment.mentorID)}</Typography>
        <Button size="small" color="error" disabled={busy} onClick={() => run('removeMentor', base, 'mentorRemoved', 'mentorRemoveError')} aria-label={`${translate('app.tutorias.table.removeMentor')}: ${who}`}>
          {translate('app.tutorias.table.removeMentor')}
        </Button>
      </Stack>
    );
  }
  if (mentors.length === 0) return <Typography variant="body2" color="text.secondary">{translate('app.tutorias.table.noMentors')}</Typography>;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('app.tutorias.table.chooseMentor')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ width: 190 }}
        slotProps={{ htmlInput: { 'aria-label': `${translate('app.tutorias.table.chooseMentor')}: ${who}` } }}
      >
        {mentors.map((m) => (
          <MenuItem key={m.id_utilizador} value={m.id_utilizador}>
            {m.nome ?? m.id_utilizador}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="contained" disabled={!chosen || busy} onClick={() => run('associate', { ...base, mentorID: chosen }, 'associated', 'associateError')}>
        {translate('app.tutorias.table.associate')}
      </Button>
    </Stack>
  );
}
