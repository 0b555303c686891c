import { useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ScreenHeader } from '../layout/ScreenTitle';
import type { MentorStatus, OverviewMentor } from '../../contract';
import { API, type CallAnswer } from '../../contract/api';
import { professionalMentorsList } from '../../contract/lists/professionalMentors';
import { AddressFilterBar, useAddressFilters } from '../lists/AddressFilters';
import type { BackofficeDataProvider } from '../providers/dataProvider';
import { saveBlob } from '../providers/files';
import { callQuery, useApiMutation } from '../providers/useApi';
import { summaryOf, type MentoringSummary } from './display';
import { loadOverview } from './loadOverview';
import { MenteeTable } from './MenteeTables';
import { MentorTable, type StatusChange } from './MentorTable';

type OverviewAnswer = CallAnswer<typeof API.professionalMentoring.overview>;
const overviewOf = (answer: OverviewAnswer) => answer.data;
const SUMMARY: readonly (keyof MentoringSummary)[] = ['mentors', 'mentorsWithMentees', 'mentees', 'pendingMentees', 'menteesWithMentor'];
type TabKey = 'mentors' | 'mentees';

function SummaryCards({ summary }: { summary: MentoringSummary }) {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('app.professionalMentoring.summary.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
      {SUMMARY.map((key) => (
        <Card component="li" key={key} variant="outlined">
          <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
            <Typography variant="body2" color="textSecondary" id={`resumo-${key}`}>
              {translate(`app.professionalMentoring.summary.${key}`)}
            </Typography>
            <Typography sx={{ fontSize: { xs: 26, sm: 32 }, fontWeight: 700, lineHeight: 1.2 }} aria-describedby={`resumo-${key}`} data-testid={`summary-${key}`}>
              {summary[key]}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * /mentorias_profissionais: the summary, the mentors (accept, refuse, their mentees) and the mentees,
 * and the export of the mentee list; all of the mentors the declared filters keep (status, name: in
 * the address), their mentees with them.
 */
export function ProfessionalMentoringPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const tabsId = useId();
  const [tab, setTab] = useState<TabKey>('mentors');
  const [exporting, setExporting] = useState(false);
  const filters = useAddressFilters(professionalMentorsList);
  // The overview call's read, kept under its key as its answer (a change anywhere in the area reads it
  // again, and an opening of this address may run it early: earlyQueries.ts), whichever calls
  // loadOverview made: a server without it answers the same from the spec's calls.
  const read = callQuery(dataProvider, API.professionalMentoring.overview, { query: filters.query });
  const key = read.queryKey;
  const overview = useQuery({ ...read, queryFn: async (): Promise<OverviewAnswer> => ({ data: await loadOverview(dataProvider, filters.query) }), select: overviewOf });
  const summary = useMemo(() => overview.data && summaryOf(overview.data.mentors, overview.data.mentees), [overview.data]);
  // In place: the row changes, without reading the whole page again. The version read is sent (a
  // change of the mentor since is refused); the answer's new one is kept for the next.
  const statusChange = useApiMutation(API.professionalMentoring.updateStatus, {
    toInput: ({ mentor, status }: StatusChange) => ({ params: { mentorId: mentor.user_id }, body: { status }, version: overview.data?.versions?.[mentor.user_id] }),
    inPlace: true,
  });

  // The list changes in place after the server's answer; a refusal is only logged (spec section 8),
  // but for a mentor changed by someone else since the page read it: that refusal is said (issue 45,
  // no silent loss), and the page read again shows the mentor as it is now.
  const setStatus = async (mentor: OverviewMentor, status: MentorStatus) => {
    try {
      const { data: updated, version } = await statusChange.mutateAsync({ mentor, status });
      // Shown as changed even where the filters would leave it out now: it goes when the view is read again.
      queryClient.setQueryData<OverviewAnswer>(key, (answer) => {
        if (!answer) return answer;
        const { data } = answer;
        const versions = { ...data.versions };
        if (version) versions[mentor.user_id] = version;
        else delete versions[mentor.user_id];
        return { ...answer, data: { ...data, mentors: data.mentors.map((m) => (m.user_id === mentor.user_id ? { ...m, status: updated?.status ?? status } : m)), versions } };
      });
    } catch (error) {
      console.error('Updating the mentor status failed', error);
      if (error instanceof HttpError && error.status === 409) {
        notify('app.conflict.refused', { type: 'error', messageArgs: { what: translate('app.professionalMentoring.mentors.statusRefused'), message: error.message } });
        void queryClient.invalidateQueries({ queryKey: key });
      }
    }
  };

  const exportMentees = async () => {
    setExporting(true);
    try {
      // The spreadsheet writer is loaded only now.
      const { MENTEES_FILE_NAME, menteesWorkbook } = await import('../exports/professionalMentoring');
      saveBlob(await menteesWorkbook(overview.data?.mentees ?? []), MENTEES_FILE_NAME);
    } catch {
      notify('app.professionalMentoring.exportError', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (overview.isError) {
    body = <Alert severity="error">{translate('app.professionalMentoring.error', { message: overview.error.message })}</Alert>;
  } else if (overview.isPending) {
    body = (
      <Typography role="status" aria-busy="true" sx={{ p: 2 }}>
        {translate('app.professionalMentoring.loading')}
      </Typography>
    );
  } else {
    body = (
      <>
        {summary && <SummaryCards summary={summary} />}
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} aria-label={translate('app.professionalMentoring.tabs.label')} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {(['mentors', 'mentees'] as const).map((key) => (
              <Tab key={key} value={key} label={translate(`app.professionalMentoring.tabs.${key}`)} id={`${tabsId}-${key}`} aria-controls={`${tabsId}-${key}-panel`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'mentors' ? <MentorTable mentors={overview.data.mentors} mentees={overview.data.mentees} onStatus={setStatus} /> : <MenteeTable mentees={overview.data.mentees} />}
          </Box>
        </Card>
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScreenHeader title={translate('app.professionalMentoring.title')}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportMentees} disabled={exporting || !overview.data}>
          {translate(exporting ? 'app.professionalMentoring.exporting' : 'app.professionalMentoring.export')}
        </Button>
      </ScreenHeader>
      <AddressFilterBar filters={filters} list={professionalMentorsList} label={translate('app.professionalMentoring.filters')} />
      {body}
    </Box>
  );
}
