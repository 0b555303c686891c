import { Chip, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import type { MenteeRatings } from '../../contract';
import { averageText } from './display';

/** An average with a star ('4,33 ★'), or a dash when there is none. */
export function Average({ media, noneLabel }: { media: number; noneLabel: string }) {
  const text = averageText(media);
  if (!text) return <span title={noneLabel}>—</span>;
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      {text}
      <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
    </Stack>
  );
}

/** A mentee's ratings: a chip 'Ciclo N: value ★' per cycle and the average, or 'Sem avaliação'. */
export function CycleRatings({ media, ratings }: MenteeRatings) {
  const translate = useTranslate();
  if (ratings.length === 0) return <Typography variant="body2">{translate('app.professionalMentoring.mentees.noRating')}</Typography>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {ratings.map((r) => (
        <Chip key={r.ciclo} size="small" variant="outlined" icon={<StarIcon aria-hidden />} label={translate('app.professionalMentoring.mentees.cycle', { cycle: r.ciclo, value: r.avaliacao })} />
      ))}
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {translate('app.professionalMentoring.mentees.average', { value: averageText(media) ?? '—' })} ★
      </Typography>
    </Stack>
  );
}
