import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { API } from '../../contract/api';
import { FIXED_FOOTER_HEIGHT, FixedFooter } from '../components/FixedFooter';
import { useApiQuery } from '../providers/useApi';
import { PeopleTable } from './PeopleTable';
import { StatisticsTable } from './StatisticsTable';

/** The footer's three logos, each with its text (app.mathPhysics.logos). */
const LOGOS = [
  { src: '/logo.svg', text: 'institution' },
  { src: '/mat-fisica/matematica.svg', text: 'maths' },
  { src: '/mat-fisica/fisica.svg', text: 'physics' },
] as const;

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** /mat_fisica: the academic year, the statistics per unit, and the enrolled people with their sessions (one request per year). */
export function MathPhysicsPage() {
  const translate = useTranslate();
  // `?academicYear=` (the dashboard's link) opens that year; the newest otherwise (or when it is not a year).
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | undefined>(() => /^\d{4}\/\d{4}$/.exec(params.get('academicYear') ?? '')?.[0]);
  const report = useApiQuery(API.mathPhysics.report, { query: { academicYear: chosen } }, { placeholderData: keepPreviousData });
  const data = report.data?.data;
  const year = data?.academicYear ?? '';
  // Another year chosen and still being read: its tables are the previous year's until it comes.
  const stale = report.isPlaceholderData;

  let body;
  if (report.isError && !data) body = <Alert severity="error">{translate('app.mathPhysics.error')}</Alert>;
  else if (!data) body = <Loading />;
  else if (data.years.length === 0 && data.people.length === 0 && data.statistics.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>{translate('app.mathPhysics.noYears')}</Typography>;
  else
    body = (
      // The previous year's tables while the chosen one is read: marked busy, faded and out of reach
      // (inert), so that nothing of the wrong year is read or opened meanwhile.
      <Box aria-busy={stale || undefined} inert={stale} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Card component="section" variant="outlined">
          <CardContent>
            <Typography id="mp-statistics-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('app.mathPhysics.statistics.title')}
            </Typography>
            <StatisticsTable rows={data.statistics} />
          </CardContent>
        </Card>
        <Card component="section" variant="outlined">
          <CardContent>
            <Typography id="mp-people-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('app.mathPhysics.people.title')}
            </Typography>
            <PeopleTable key={year} people={data.people} academicYear={year} />
          </CardContent>
        </Card>
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, pb: { xs: `${FIXED_FOOTER_HEIGHT + 24}px`, sm: `${FIXED_FOOTER_HEIGHT + 32}px` }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScreenTitle title={translate('app.mathPhysics.title')} />
      {data && data.years.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id="mp-year" component="h2" variant="h6">
            {translate('app.mathPhysics.year')}
          </Typography>
          <TextField
            select
            size="small"
            fullWidth={false}
            hiddenLabel
            // The year chosen at once, not when its report has come.
            value={stale && chosen ? chosen : data.years.includes(year) ? year : ''}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={{ select: { labelId: 'mp-year' } }}
            sx={{ minWidth: 150 }}
            aria-busy={report.isFetching}
          >
            {data.years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {body}
      <FixedFooter logos={LOGOS.map((logo) => ({ src: logo.src, alt: translate(`app.mathPhysics.logos.${logo.text}`) }))} />
    </Box>
  );
}
