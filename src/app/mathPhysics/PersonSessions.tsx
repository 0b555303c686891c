import { useEffect, useMemo, useState } from 'react';
import { Busy } from '../components/Busy';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { TUTORING_UCS, type ReportPerson, type SessionsWithNames, type TutoringSession } from '../../contract';
import { API } from '../../contract/api';
import { usePromiseToast } from '../components/promiseToast';
import { callKey, useApiMutation, useApiQuery } from '../providers/useApi';
import { SessionCard } from './SessionCard';
import { SessionDialog } from './SessionDialog';

type Uc = (typeof TUTORING_UCS)[number];
const isUc = (uc: string | null): uc is Uc => TUTORING_UCS.some((known) => known === uc);

/** A person's sessions of the academic year by date (GET sessoesByID), as cards; a card opens its details. */
export function PersonSessions({ person, academicYear, id }: { person: ReportPerson; academicYear: string; id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toast = usePromiseToast();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  // The report's people are typed looser than the call: any other unit is asked all the same, and refused
  // by the server (the error below), as before; none at all fails before asking (pathOf), to the same error.
  const input = { params: { userId: person.id_utilizador, uc: person.uc as Uc } };
  const query = useApiQuery(API.mathPhysics.sessions, input);
  // Once validated, every query of the area (the report's hours, every open list holding this session) is read again.
  const validation = useApiMutation(API.mathPhysics.validate);
  const { isError } = query;
  useEffect(() => {
    if (isError) notify('app.mathPhysics.sessions.fetchError', { type: 'error' });
  }, [isError, notify]);

  const sessions = useMemo(
    () => (query.data?.data ?? []).filter((s) => s.academicYear === academicYear).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
    [query.data, academicYear],
  );
  // "Past" as of the last answer.
  const now = new Date(query.dataUpdatedAt);
  const session = sessions.find((s) => s._id === opened);

  const validate = (target: TutoringSession) => {
    const { uc } = target;
    // Only a unit of maths and physics is validated (the server refuses any other just the same: the error toast).
    // The session's version as listed (beside it), so a change of the session since is refused.
    const version = query.data?.versions?.[target._id];
    const done = isUc(uc) ? validation.mutateAsync({ body: { tutorID: target.tutorID, sessaoID: target._id, UC: uc }, version }) : Promise.reject(new Error(`UC ${uc}`));
    return toast(done, { success: 'app.mathPhysics.details.validated', error: 'app.mathPhysics.details.validateError' }).then(({ data: updated, version: next }) => {
      queryClient.setQueryData<SessionsWithNames>(
        callKey(API.mathPhysics.sessions, input),
        (old) => old && { ...old, data: old.data.map((s) => (s._id === updated._id ? updated : s)), versions: { ...old.versions, ...(next && { [updated._id]: next }) } },
      );
    });
  };

  let body;
  if (query.isError) body = <Alert severity="error">{translate('app.mathPhysics.sessions.fetchError')}</Alert>;
  else if (query.isPending)
    body = (
      <Busy label="app.mathPhysics.sessions.loading" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={132} />
        ))}
      </Busy>
    );
  else if (sessions.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>{translate('app.mathPhysics.sessions.none')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
        {sessions.map((s) => (
          <li key={s._id}>
            <SessionCard session={s} now={now} onOpen={() => setOpened(s._id)} />
          </li>
        ))}
      </Box>
    );

  return (
    <Box id={id} sx={{ py: 1 }}>
      {body}
      {session && <SessionDialog session={session} names={query.data?.nomes ?? {}} onValidate={() => validate(session)} validating={validation.isPending} onClose={() => setOpened(null)} />}
    </Box>
  );
}
