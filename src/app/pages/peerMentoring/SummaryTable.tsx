import { TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { decimalText } from './format';
import type { UnitSummaryRow } from './metrics';
import { ScrollTable } from './ScrollTable';
import { Section } from './Section';

/** 'Resumo por unidade orgânica': mentors, mentees, interactions, hours, mean gap and average rating per unit. */
export function SummaryTable({ rows }: { rows: readonly UnitSummaryRow[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.peerMentoring.${key}`);
  const title = t('summary.title');
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('summary.empty')}</Typography>
      ) : (
        <ScrollTable label={title} columns={['unit', 'mentors', 'mentees', 'interactions', 'hours', 'meanGap', 'rating'].map((c) => t(`columns.${c}`))}>
          <TableBody>
            {rows.map((u) => (
              <TableRow key={u.unidade}>
                <TableCell component="th" scope="row">
                  {u.unidade}
                </TableCell>
                <TableCell>{u.mentores}</TableCell>
                <TableCell>{u.mentorados}</TableCell>
                <TableCell>{u.interacoes}</TableCell>
                <TableCell>{decimalText(u.horas, 1)}</TableCell>
                <TableCell>{decimalText(u.intervaloMedio, 2)}</TableCell>
                <TableCell>{decimalText(u.avaliacaoMedia, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Section>
  );
}
