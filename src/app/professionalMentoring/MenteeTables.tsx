import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverviewMentee } from '../../contract';
import { courseText } from './display';
import { CycleRatings } from './Ratings';
import { LongTable } from '../components/LongTable';
import { StatusChip } from './StatusChip';

function Header({ columns }: { columns: readonly string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
            {translate(`app.professionalMentoring.mentees.${column}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A mentor's mentees, when its row is open: Nome, Status, Curso (code — name), Unidade Orgânica, Email, Avaliações. */
export function MentorMentees({ name, mentees }: { name: string; mentees: readonly OverviewMentee[] }) {
  const translate = useTranslate();
  if (mentees.length === 0) return <Typography variant="body2">{translate('app.professionalMentoring.mentees.noneForMentor')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.professionalMentoring.mentees.of', { name })}>
      <Header columns={['nome', 'status', 'curso', 'unidade', 'email', 'avaliacoes']} />
      <TableBody>
        {mentees.map((m) => (
          <TableRow key={m.user_id}>
            <TableCell sx={{ minWidth: 160 }}>{m.nome}</TableCell>
            <TableCell>
              <StatusChip status={m.status} />
            </TableCell>
            <TableCell sx={{ minWidth: 200 }}>{courseText(m)}</TableCell>
            <TableCell>{m.unidade_organica}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 240 }}>{m.email}</TableCell>
            <TableCell sx={{ minWidth: 280 }}>
              <CycleRatings media={m.media} ratings={m.ratings} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 'Ver Mentorados': every application, with its mentor. */
export function MenteeTable({ mentees }: { mentees: readonly OverviewMentee[] }) {
  const translate = useTranslate();
  if (mentees.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.professionalMentoring.mentees.empty')}</Typography>;
  return (
    <LongTable label={translate('app.professionalMentoring.mentees.label')}>
      <Table size="small" stickyHeader>
        <Header columns={['nome', 'email', 'curso', 'unidade', 'mentor', 'status']} />
        <TableBody>
          {mentees.map((m) => (
            <TableRow key={`${m.user_id}-${m.mentor_id}`}>
              <TableCell sx={{ minWidth: 160 }}>{m.nome}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 240 }}>{m.email}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>{courseText(m)}</TableCell>
              <TableCell>{m.unidade_organica}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{m.mentor_name}</TableCell>
              <TableCell>
                <StatusChip status={m.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </LongTable>
  );
}
