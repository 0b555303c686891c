import { useMemo, useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { decimalText } from './format';
import { ratingColour, type MentorRow, type RatingColour } from './metrics';
import { ObservationsDialog } from './ObservationsDialog';
import { LongTable } from '../components/LongTable';
import { Section } from './Section';
import { useFirstRowsFirst } from '../components/firstRowsFirst';

/** The rating colours (spec section 9) as a badge whose text keeps 4.5:1 contrast on its own background, in either theme. */
const BADGE: Record<RatingColour, { bgcolor: string; color: string }> = {
  green: { bgcolor: '#d3f0d6', color: '#14532d' },
  yellow: { bgcolor: '#fbefb4', color: '#5b4300' },
  red: { bgcolor: '#fad4d4', color: '#8a1c1c' },
};

/** The mentors' columns and badges, given once by the table (its rows are plain cells). */
const MENTOR_CELLS = {
  '& > tbody > tr > td:nth-of-type(2)': { minWidth: 160 },
  '& > tbody > tr > td .MuiButton-root': { whiteSpace: 'nowrap' },
  '& [data-colour]': { px: 1, py: 0.25, borderRadius: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
  ...Object.fromEntries(Object.entries(BADGE).map(([colour, look]) => [`& [data-colour="${colour}"]`, look])),
};

function RatingBadge({ value }: { value: number }) {
  return <span data-colour={ratingColour(value)}>{decimalText(value, 2)}</span>;
}

/** 'Mentores': search by mentor ID; hours, average rating (coloured), and 'Ver Observações'. */
export function MentorsSection({ rows }: { rows: readonly MentorRow[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.peerMentoring.${key}`, options);
  const [search, setSearch] = useState('');
  const [observed, setObserved] = useState<MentorRow | null>(null);
  const shown = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase('pt');
    return rows.filter((r) => r.id_utilizador.toLocaleLowerCase('pt').includes(wanted));
  }, [rows, search]);
  const drawn = useFirstRowsFirst(shown);
  const title = t('mentors.title');

  return (
    <Section title={title}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" fullWidth={false} sx={{ width: 280, maxWidth: '100%' }} label={t('mentors.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Typography variant="body2" color="textSecondary" role="status">
          {t('mentors.count', { smart_count: shown.length })}
        </Typography>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="textSecondary">{t('mentors.empty')}</Typography>
      ) : (
        <LongTable role="group" maxHeight={400} drawing={drawn.drawing} label={title} columns={['id', 'name', 'unit', 'mentees', 'interactions', 'hours', 'rating', 'observations'].map((c) => t(`columns.${c}`))} bodySx={MENTOR_CELLS}>
          <tbody>
            {drawn.shown.map((r) => (
              <tr key={r.id_utilizador}>
                <td>{r.id_utilizador}</td>
                <td>{r.nome}</td>
                <td>{r.unidade}</td>
                <td>{r.mentorados}</td>
                <td>{r.interacoes}</td>
                <td>{decimalText(r.horas, 1)}</td>
                <td>
                  <RatingBadge value={r.avaliacaoMedia} />
                </td>
                <td>
                  <Button size="small" onClick={() => setObserved(r)} aria-label={t('mentors.observationsOf', { name: r.nome ?? r.id_utilizador })}>
                    {t('mentors.observations')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </LongTable>
      )}
      {observed && <ObservationsDialog mentor={observed} onClose={() => setObserved(null)} />}
    </Section>
  );
}
