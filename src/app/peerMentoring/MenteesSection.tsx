import { useEffect, useMemo, useRef, useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayText } from '../components/dates';
import { decimalText } from './format';
import { MenteeCalendar } from './MenteeCalendar';
import type { MenteeRow } from './metrics';
import { LongTable } from '../components/LongTable';
import { Section } from './Section';
import { useFirstRowsFirst } from '../components/firstRowsFirst';

/** The mentees' rows (plain cells): each opens its calendar, its username a button that reads as a link. */
const MENTEE_ROWS = {
  '& > tbody > tr': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
  '& > tbody > tr > td:nth-of-type(2)': { minWidth: 160 },
  '& > tbody > tr > td:nth-of-type(4)': { minWidth: 180 },
  '& button[data-mentee]': {
    typography: 'body2',
    p: 0,
    border: 0,
    background: 'none',
    color: 'primary.main',
    textDecoration: 'underline',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
};

/** 'Mentorados': search by username; a mentee (its username, or anywhere on its row) opens the calendar of its interactions. */
export function MenteesSection({ rows }: { rows: readonly MenteeRow[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.peerMentoring.${key}`, options);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<MenteeRow | null>(null);
  // Back from a calendar, the focus returns to the mentee that opened it.
  const returnTo = useRef<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open || !returnTo.current) return;
    const back = returnTo.current;
    [...(table.current?.querySelectorAll<HTMLElement>('[data-mentee]') ?? [])].find((button) => button.dataset.mentee === back)?.focus();
    returnTo.current = null;
  }, [open]);

  const shown = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase('pt');
    return rows.filter((r) => r.id_utilizador.toLocaleLowerCase('pt').includes(wanted));
  }, [rows, search]);
  const drawn = useFirstRowsFirst(shown);
  const title = t('mentees.title');

  if (open) {
    return (
      <Section title={title}>
        <MenteeCalendar
          mentee={open}
          onBack={() => {
            returnTo.current = open.id_utilizador;
            setOpen(null);
          }}
        />
      </Section>
    );
  }
  return (
    <Section title={title}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" fullWidth={false} sx={{ width: 240, maxWidth: '100%' }} label={t('mentees.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Typography variant="body2" color="textSecondary" role="status">
          {t('mentees.count', { smart_count: shown.length })}
        </Typography>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="textSecondary">{t('mentees.empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {t('mentees.hint')}
          </Typography>
          <div ref={table}>
            <LongTable role="group" maxHeight={400} drawing={drawn.drawing} label={title} columns={['username', 'name', 'unit', 'mentor', 'interactions', 'hours', 'meanGap', 'latest'].map((c) => t(`columns.${c}`))} bodySx={MENTEE_ROWS}>
              <tbody>
                {drawn.shown.map((r) => (
                  // The whole row opens the calendar; its username is the button the keyboard reaches (its click bubbles here).
                  <tr key={r.id_utilizador} onClick={() => setOpen(r)}>
                    <td>
                      <button type="button" data-mentee={r.id_utilizador}>
                        {r.id_utilizador}
                      </button>
                    </td>
                    <td>{r.nome}</td>
                    <td>{r.unidade}</td>
                    <td>{r.mentor}</td>
                    <td>{r.interacoes}</td>
                    <td>{decimalText(r.horas, 1)}</td>
                    <td>{decimalText(r.intervaloMedio, 2)}</td>
                    <td>{r.ultima ? dayText(r.ultima) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </LongTable>
          </div>
        </>
      )}
    </Section>
  );
}
