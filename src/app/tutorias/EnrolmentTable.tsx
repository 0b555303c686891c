import { useId, useMemo, useState } from 'react';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, Table, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROGRAMME_TITLES, SCHOOLS, type Enrolment } from '../../contract';
import { ApprovalCell, MentorCell } from './EnrolmentActions';
import type { PeerMentorChoice } from './api';
import { longTableSx } from '../components/longTable';

/** The enrolments' rows are plain cells (longTableSx); the columns' own looks, and the person's name over its e-mail. */
const ENROLMENT_CELLS = {
  '& > tbody > tr > td:nth-of-type(2)': { minWidth: 240 },
  '& > tbody > tr > td:nth-of-type(3)': { minWidth: 160 },
  '& .name': { m: 0 },
  '& .email': { typography: 'caption', color: 'text.secondary', overflowWrap: 'anywhere' },
};

export interface EnrolmentTableProps {
  title: string;
  enrolls: readonly Enrolment[];
  /** Peer mentoring's mentors of the year: a mentee's choices. */
  mentors: readonly PeerMentorChoice[];
  /** ADMIN and TUTORIAS_ADMIN filter by school (spec section 6). */
  canFilterSchool: boolean;
  mentorName: (mentorId: string) => string;
}

/** The enrolments of one programme and year: search by number, school filter, 'Apenas tutores' (maths and physics), sorted by email. */
export function EnrolmentTable({ title, enrolls, mentors, canFilterSchool, mentorName }: EnrolmentTableProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tutorias.table.${key}`, options);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [school, setSchool] = useState('');
  const [onlyTutors, setOnlyTutors] = useState(false);
  const maths = title === PROGRAMME_TITLES.mathPhysics;
  const peers = title === PROGRAMME_TITLES.peerMentoring;

  const rows = useMemo(
    () =>
      enrolls.filter(
        (e) =>
          (!search.trim() || (e.num_utilizador ?? '').includes(search.trim())) &&
          (!school || e.unidade_organica === school) &&
          (!onlyTutors || e.type === 'tutor'),
      ),
    [enrolls, search, school, onlyTutors],
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField id={searchId} size="small" fullWidth={false} sx={{ width: 220 }} label={t('search')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        {canFilterSchool && (
          <TextField select size="small" fullWidth={false} label={t('school')} value={school} onChange={(e) => setSchool(e.target.value)} sx={{ width: 200 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('allSchools')}</MenuItem>
            {SCHOOLS.map((s) => (
              <MenuItem key={s.sigla} value={s.sigla}>
                {s.sigla}
              </MenuItem>
            ))}
          </TextField>
        )}
        {maths && <FormControlLabel control={<Checkbox checked={onlyTutors} onChange={(e) => setOnlyTutors(e.target.checked)} />} label={t('onlyTutors')} />}
        <Typography variant="body2" color="textSecondary" role="status">
          {t('count', { smart_count: rows.length })}
        </Typography>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="textSecondary">{t('none')}</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-label={title} sx={{ maxHeight: 480, overflow: 'auto' }}>
          <Table size="small" stickyHeader sx={[longTableSx, ENROLMENT_CELLS]}>
            <TableHead>
              <TableRow>
                {['numero', 'nome', 'curso', 'escola', 'tipo', ...(maths ? ['uc', 'approve'] : []), ...(peers ? ['mentor'] : [])].map((column) => (
                  <TableCell key={column}>{t(column)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <tbody>
              {rows.map((e) => (
                <tr key={`${e.id_utilizador}-${e.uc ?? ''}`}>
                  <td>{e.num_utilizador}</td>
                  <td>
                    <p className="name">{e.nome}</p>
                    <span className="email">{e.email}</span>
                  </td>
                  <td>{e.curso}</td>
                  <td>{e.unidade_organica}</td>
                  <td>{e.type}</td>
                  {maths && <td>{e.uc}</td>}
                  {maths && (
                    <td>
                      <ApprovalCell enrolment={e} />
                    </td>
                  )}
                  {peers && (
                    <td>
                      <MentorCell key={e.mentorID ?? 'sem-mentor'} title={title} enrolment={e} mentors={mentors} mentorName={mentorName} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
