import { useMemo, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { ScreenHeader } from '../layout/ScreenTitle';
import { seesEveryPeerUnit, type PeerPerson } from '../../contract';
import { API } from '../../contract/api';
import { useSessionUser } from '../layout/useSessionUser';
import { saveBlob } from '../providers/files';
import { useApiQuery } from '../providers/useApi';
import { MenteesSection } from './MenteesSection';
import { MentorsSection } from './MentorsSection';
import { menteeRows, mentorRows, unitSummary } from './metrics';
import { SummaryTable } from './SummaryTable';
import { YearSelect } from '../components/YearSelect';

/**
 * /mentorias: the academic year (newest first), 'Exportar', the summary per organic unit, the mentees
 * (each opening a calendar of its interactions) and the mentors (hours, average rating, observations).
 * Three requests: the mentors, the mentees, the year's interactions.
 */
export function PeerMentoringPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.peerMentoring.${key}`);
  const notify = useNotify();
  const user = useSessionUser();
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const mentors = useApiQuery(API.tutorias.mentors);
  const mentees = useApiQuery(API.tutorias.mentees);

  // Spec section 6: the user's own unit unless ADMIN or tipo SC (the server applies the same rule to the interactions).
  const people = useMemo(() => {
    const mine = (p: PeerPerson) => !!user && (seesEveryPeerUnit(user.role, user.tipo) || (user.unidade_organica !== null && p.unidade_organica === user.unidade_organica));
    return { mentors: (mentors.data?.mentors ?? []).filter(mine), mentees: (mentees.data?.data ?? []).filter(mine) };
  }, [mentors.data, mentees.data, user]);
  const years = useMemo(() => [...new Set([...people.mentors, ...people.mentees].map((p) => p.academicYear))].sort().reverse(), [people]);
  const year = chosenYear ?? years[0] ?? '';
  const interactions = useApiQuery(API.peerMentoring.interactions, { query: { academicYear: year } }, { enabled: year !== '' });

  const tables = useMemo(() => {
    const yearMentors = people.mentors.filter((m) => m.academicYear === year);
    const yearMentees = people.mentees.filter((m) => m.academicYear === year);
    const done = interactions.data?.data ?? [];
    const mentorName = (id: string) => (mentors.data?.mentors ?? []).find((m) => m.id_utilizador === id)?.nome ?? id;
    return {
      summary: unitSummary(yearMentees, yearMentors, done),
      mentees: menteeRows(yearMentees, done, mentorName),
      mentors: mentorRows(yearMentors, yearMentees, done),
    };
  }, [people, year, interactions.data, mentors.data]);

  const failed = mentors.isError || mentees.isError || interactions.isError;
  const loading = mentors.isPending || mentees.isPending || (year !== '' && interactions.isPending);

  const exportFile = async () => {
    setExporting(true);
    try {
      // The spreadsheet writer is loaded only now.
      const { PEER_MENTORING_FILE_NAME, peerMentoringWorkbook } = await import('../exports/peerMentoring');
      saveBlob(await peerMentoringWorkbook({ academicYear: year, ...tables }), PEER_MENTORING_FILE_NAME);
    } catch {
      notify('app.peerMentoring.exportError', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScreenHeader title={t('title')}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {years.length > 0 && (
            <YearSelect label={t('year')} years={years} value={year} onChange={setChosenYear} />
          )}
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportFile} disabled={loading || failed || exporting || year === ''}>
            {t(exporting ? 'exporting' : 'export')}
          </Button>
        </Stack>
      </ScreenHeader>
      {failed ? (
        <Alert severity="error">{t('error')}</Alert>
      ) : loading ? (
        <Stack spacing={2} aria-busy="true">
          {[120, 240, 240].map((height, i) => (
            <Skeleton key={i} variant="rounded" height={height} />
          ))}
        </Stack>
      ) : years.length === 0 ? (
        <Typography color="textSecondary">{t('noYears')}</Typography>
      ) : (
        <>
          <SummaryTable rows={tables.summary} />
          <MenteesSection key={year} rows={tables.mentees} />
          <MentorsSection key={year} rows={tables.mentors} />
        </>
      )}
    </Box>
  );
}
