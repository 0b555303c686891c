import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'react-admin';
import { toLocalParts, type Interaction } from '../../contract';
import { API } from '../../contract/api';
import { useApiQuery } from '../providers/useApi';
import type { MenteeRow } from './metrics';
import { monthTitle, monthWeeks, shiftMonth, WEEKDAYS } from './month';

/** Who entered an interaction, told apart by icon, border style and colour (never by colour alone). */
const AUTHORS = {
  mentee: { Icon: PersonIcon, borderStyle: 'solid', color: 'primary.main', label: 'app.peerMentoring.calendar.byMentee' },
  mentor: { Icon: SchoolIcon, borderStyle: 'dashed', color: 'secondary.main', label: 'app.peerMentoring.calendar.byMentor' },
} as const;
const authorOf = (interaction: Interaction) => AUTHORS[interaction.introduzidoPor === 'mentor' ? 'mentor' : 'mentee'];

const chip = (author: (typeof AUTHORS)[keyof typeof AUTHORS]) =>
  ({ display: 'flex', gap: 0.5, alignItems: 'flex-start', border: '1px', borderStyle: author.borderStyle, borderColor: author.color, borderRadius: 1, px: 0.5, py: 0.25 }) as const;

/** A mentee's interactions on a month grid, from the month of its latest one; 'Voltar para a Tabela' goes back to the mentees. */
export function MenteeCalendar({ mentee, onBack }: { mentee: MenteeRow; onBack: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.peerMentoring.calendar.${key}`, options);
  const query = useApiQuery(API.peerMentoring.menteeInteractions, { params: { menteeId: mentee.id_utilizador } });
  const [month, setMonth] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const interactions = useMemo(() => query.data?.data ?? [], [query.data]);
  const latest = interactions.reduce((day, i) => (i.data > day ? i.data : day), '');
  const shown = month ?? (latest || toLocalParts(new Date()).date).slice(0, 7);
  const byDay = useMemo(() => {
    const days = new Map<string, Interaction[]>();
    for (const i of interactions) days.set(i.data, [...(days.get(i.data) ?? []), i]);
    return days;
  }, [interactions]);
  const inMonth = interactions.filter((i) => i.data.startsWith(`${shown}-`)).length;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography ref={heading} tabIndex={-1} variant="subtitle1" component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere', outline: 'none' }}>
          {t('title', { name: mentee.nome ? `${mentee.nome} (${mentee.id_utilizador})` : mentee.id_utilizador })}
        </Typography>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('back')}
        </Button>
      </Stack>
      {query.isError ? (
        <Alert severity="error">{t('error')}</Alert>
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={360} aria-busy="true" />
      ) : (
        <>
          {interactions.length === 0 && <Typography color="textSecondary">{t('none')}</Typography>}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <IconButton aria-label={t('previous')} onClick={() => setMonth(shiftMonth(shown, -1))}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography component="p" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center', fontWeight: 500 }}>
              {monthTitle(shown)}
            </Typography>
            <IconButton aria-label={t('next')} onClick={() => setMonth(shiftMonth(shown, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <Typography variant="body2" color="textSecondary">
              {t('month', { smart_count: inMonth })}
            </Typography>
          </Stack>
          <Box component="ul" aria-label={t('legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {Object.values(AUTHORS).map((author) => (
              <Box component="li" key={author.label} sx={{ ...chip(author), alignItems: 'center', typography: 'body2' }}>
                <author.Icon fontSize="small" aria-hidden sx={{ color: author.color }} />
                {translate(author.label)}
              </Box>
            ))}
          </Box>
          <TableContainer tabIndex={0} role="group" aria-label={monthTitle(shown)} sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  {WEEKDAYS.map((d) => (
                    <TableCell key={d.long} align="center">
                      <abbr title={d.long}>{d.short}</abbr>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {monthWeeks(shown).map((week) => (
                  <TableRow key={week.find(Boolean)}>
                    {week.map((day, i) => (
                      <TableCell key={day ?? `vazio-${i}`} sx={{ verticalAlign: 'top', height: 80, p: 0.5, borderLeft: i ? 1 : 0, borderColor: 'divider' }}>
                        {day && <Day day={day} interactions={byDay.get(day) ?? []} />}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

/** One day of the grid: its number and its interactions (kind and minutes). */
function Day({ day, interactions }: { day: string; interactions: readonly Interaction[] }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="caption" component="p" color="textSecondary" sx={{ fontWeight: interactions.length ? 700 : 400 }}>
        {Number(day.slice(8))}
      </Typography>
      {interactions.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {interactions.map((interaction, i) => {
            const author = authorOf(interaction);
            return (
              <Box component="li" key={i} sx={{ ...chip(author), typography: 'caption', lineHeight: 1.3 }}>
                <author.Icon fontSize="inherit" titleAccess={translate(author.label)} sx={{ color: author.color, mt: '2px', flexShrink: 0 }} />
                <span>
                  {interaction.tipo} · {translate('app.peerMentoring.calendar.minutes', { minutes: interaction.duracao })}
                </span>
              </Box>
            );
          })}
        </Box>
      )}
    </>
  );
}
