import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { decimalText } from './format';
import type { UnitSummaryRow } from './metrics';
import { LongTable } from '../components/LongTable';
import { Section } from './Section';

/** Each row's unit, its header, read as a body cell. */
const UNIT_HEADERS = { '& > tbody > tr > th': { textAlign: 'left', fontWeight: 'normal' } };

/** 'Resumo por unidade orgânica': mentors, mentees, interactions, hours, mean gap and average rating per unit. */
export function SummaryTable({ rows }: { rows: readonly UnitSummaryRow[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.peerMentoring.${key}`);
  const title = t('summary.title');
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Typography color="textSecondary">{t('summary.empty')}</Typography>
      ) : (
        <LongTable role="group" maxHeight={400} label={title} columns={['unit', 'mentors', 'mentees', 'interactions', 'hours', 'meanGap', 'rating'].map((c) => t(`columns.${c}`))} bodySx={UNIT_HEADERS}>
          <tbody>
            {rows.map((u) => (
              <tr key={u.unidade}>
                <th scope="row">{u.unidade}</th>
                <td>{u.mentores}</td>
                <td>{u.mentorados}</td>
                <td>{u.interacoes}</td>
                <td>{decimalText(u.horas, 1)}</td>
                <td>{decimalText(u.intervaloMedio, 2)}</td>
                <td>{decimalText(u.avaliacaoMedia, 1)}</td>
              </tr>
            ))}
          </tbody>
        </LongTable>
      )}
    </Section>
  );
}
