import { useEffect, useMemo, useState } from 'react';
import { Busy } from '../../layout/Busy';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportPerson, SessionsWithNames, TutoringSession } from '../../../contract';
import { usePromiseToast } from '../../layout/promiseToast';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { SessionCard } from './SessionCard';
import { SessionDialog } from './SessionDialog';

/** Every query of the page starts with this key: a validation refreshes them all. */
export const MATH_PHYSICS_KEY = 'mathPhysics';
export const sessionsKey = (person: Pick<ReportPerson, 'id_utilizador' | 'uc'>) => [MATH_PHYSICS_KEY, 'sessions', person.id_utilizador, person.uc];

/** A person's sessions of the academic year by date (GET sessoesByID), as cards; a card opens its details. */
export function PersonSessions({ person, academicYear, id }: { person: ReportPerson; academicYear: string; id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toast = usePromiseToast();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  const key = sessionsKey(person);
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.action<SessionsWithNames>('mathPhysics', 'sessions', { userId: person.id_utilizador, uc: person.uc }),
  });
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
    const done = dataProvider.action<TutoringSession>('mathPhysics', 'validate', { tutorID: target.tutorID, sessaoID: target._id, UC: target.uc });
    return toast(done, { success: 'app.mathPhysics.details.validated', error: 'app.mathPhysics.details.validateError' }).then((updated) => {
      queryClient.setQueryData<SessionsWithNames>(key, (old) => old && { ...old, data: old.data.map((s) => (s._id === updated._id ? updated : s)) });
      // The report's hours and every open list holding this session.
      return queryClient.invalidateQueries({ queryKey: [MATH_PHYSICS_KEY] });
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
      {session && <SessionDialog session={session} names={query.data?.nomes ?? {}} onValidate={() => validate(session)} onClose={() => setOpened(null)} />}
    </Box>
  );
}
