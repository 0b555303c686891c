/** The enrolment table's actions: approve or reject a tutor, give a mentee a mentor or take it away. */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TUTORING_UCS, type Enrolment } from '../../contract';
import { API } from '../../contract/api';
import { usePromiseToast } from '../components/promiseToast';
import { useApiMutation } from '../providers/useApi';
import type { PeerMentorChoice } from './api';

const isUc = (uc: string | null): uc is (typeof TUTORING_UCS)[number] => TUTORING_UCS.some((known) => known === uc);

/** Runs one of the area's calls (a useApiMutation: every screen showing tutorias reads them again) with its toast. */
function useEnrolmentAction() {
  const toast = usePromiseToast();
  return (send: () => Promise<unknown>, success: string, error: string) =>
    void toast(send(), { success: `app.tutorias.toast.${success}`, error: `app.tutorias.toast.${error}` }).catch(() => undefined);
}

/** 'Aprovar Tutor?': Aprovar and Rejeitar while undecided, then only 'Aprovado' or 'Rejeitado'. */
export function ApprovalCell({ enrolment }: { enrolment: Enrolment }) {
  const translate = useTranslate();
  const run = useEnrolmentAction();
  const approve = useApiMutation(API.tutorias.approve);
  const reject = useApiMutation(API.tutorias.reject);
  const busy = approve.isPending || reject.isPending;
  if (enrolment.type !== 'tutor') return null;
  if (enrolment.aprovado !== null) return <Typography variant="body2">{translate(`app.tutorias.table.${enrolment.aprovado ? 'approved' : 'rejected'}`)}</Typography>;
  const { uc } = enrolment;
  // Only a unit of maths and physics is decided on (the server refuses any other just the same: the error toast).
  const decide = (decision: typeof approve) => () =>
    isUc(uc) ? decision.mutateAsync({ body: { inscritoID: enrolment.id_utilizador, uc, type: 'tutor', academicYear: enrolment.academicYear }, version: enrolment.version }) : Promise.reject(new Error(`UC ${uc}`));
  const who = enrolment.nome ?? enrolment.id_utilizador;
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button size="small" variant="outlined" color="success" disabled={busy} onClick={() => run(decide(approve), 'approved', 'approveError')} aria-label={`${translate('app.tutorias.table.approveAction')}: ${who}`}>
        {translate('app.tutorias.table.approveAction')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => run(decide(reject), 'rejected', 'rejectError')} aria-label={`${translate('app.tutorias.table.rejectAction')}: ${who}`}>
        {translate('app.tutorias.table.rejectAction')}
      </Button>
    </Stack>
  );
}

/** 'Mentor Associado': a mentee's mentor and 'Remover', or a chooser of the year's mentors and 'Associar' (enabled once one is chosen). */
export function MentorCell({ title, enrolment, mentors, mentorName }: { title: string; enrolment: Enrolment; mentors: readonly PeerMentorChoice[]; mentorName: (id: string) => string }) {
  const translate = useTranslate();
  const run = useEnrolmentAction();
  const associate = useApiMutation(API.tutorias.associate);
  const removeMentor = useApiMutation(API.tutorias.removeMentor);
  const busy = associate.isPending || removeMentor.isPending;
  const [chosen, setChosen] = useState('');
  if (enrolment.type !== 'mentorado') return null;
  const base = { mentoradoID: enrolment.id_utilizador, tutoriaTitle: title, academicYear: enrolment.academicYear };
  const who = enrolment.nome ?? enrolment.id_utilizador;
  if (enrolment.mentorID) {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{mentorName(enrolment.mentorID)}</Typography>
        <Button size="small" color="error" disabled={busy} onClick={() => run(() => removeMentor.mutateAsync({ body: base, version: enrolment.version }), 'mentorRemoved', 'mentorRemoveError')} aria-label={`${translate('app.tutorias.table.removeMentor')}: ${who}`}>
          {translate('app.tutorias.table.removeMentor')}
        </Button>
      </Stack>
    );
  }
  if (mentors.length === 0) return <Typography variant="body2" color="textSecondary">{translate('app.tutorias.table.noMentors')}</Typography>;
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
      <Button size="small" variant="contained" disabled={!chosen || busy} onClick={() => run(() => associate.mutateAsync({ body: { ...base, mentorID: chosen }, version: enrolment.version }), 'associated', 'associateError')}>
        {translate('app.tutorias.table.associate')}
      </Button>
    </Stack>
  );
}
