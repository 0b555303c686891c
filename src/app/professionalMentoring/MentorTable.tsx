import { Fragment, useId, useState, type MouseEvent } from 'react';
import { Box, Button, Chip, IconButton, Stack, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { MentorStatus, OverviewMentee, OverviewMentor } from '../../contract';
import { API } from '../../contract/api';
import { callKey } from '../providers/useApi';
import { availabilityText, biographyPreview, linkedinHref } from './display';
import { LongTable, VISIBLE_WIDTH } from '../components/LongTable';
import { StatusChip } from './StatusChip';
import { Average } from './Ratings';
import { MentorMentees } from './MenteeTables';
import { longTableSx } from '../components/longTable';
import { FIRST_CARDS, useFirstRowsFirst } from '../components/firstRowsFirst';

const COLUMNS = ['linkedin', 'nome', 'email', 'empresa', 'qualificacao', 'biografia', 'disponibilidade', 'status', 'mentorados', 'avaliacao', 'acoes'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The columns a decision needs stay at the table's right edge from tablet width up, each its own
 * width wide, while the mentor's details scroll under them: at 1366 px the table is ~1,700 px wide
 * and 'Ações' was behind a sideways scroll. On a phone only 'Ações' stays (all four would fill it):
 * at 375 px accepting a mentor was 1,341 px to the right of the name.
 */
const PINNED: Partial<Record<Column, number>> = { status: 144, mentorados: 104, avaliacao: 96, acoes: 104 };

/** The sx that pins `column` (nothing for the others): its width and its distance from the right edge. */
function pinnedSx(column: Column, header = false) {
  const width = PINNED[column];
  if (width === undefined) return {};
  const pinned = Object.keys(PINNED) as Column[];
  const right = pinned.slice(pinned.indexOf(column) + 1).reduce((sum, c) => sum + (PINNED[c] ?? 0), 0);
  // The last one (the decision) on every width, the others from tablet width up.
  const always = column === pinned[pinned.length - 1];
  const from = <V,>(value: V) => (always ? value : { md: value });
  return {
    width,
    minWidth: width,
    maxWidth: width,
    boxSizing: 'border-box',
    position: from('sticky'),
    right: from(right),
    zIndex: from(header ? 3 : 1),
    bgcolor: 'background.paper',
    ...(column === pinned[0] && { borderLeft: { md: 1 }, borderLeftColor: { md: 'divider' } }),
    ...(always && { borderLeft: { xs: 1, md: 0 }, borderLeftColor: 'divider' }),
  } as const;
}

/** The body cells' own widths (the pinned ones' from pinnedSx), by column. */
const CELL: Partial<Record<Column, object>> = {
  nome: { minWidth: 180 },
  email: { overflowWrap: 'anywhere', minWidth: 180 },
  empresa: { minWidth: 160 },
  qualificacao: { minWidth: 160 },
  biografia: { minWidth: 220 },
  disponibilidade: { minWidth: 200 },
  mentorados: { whiteSpace: 'nowrap' },
};

/**
 * The mentors' rows are plain `<tr>`/`<td>` (longTableSx), each column's look given once here by its
 * position rather than by an sx on each of every mentor's 11 cells (40 mentors in the demo data); a mentor's
 * row highlights under the pointer.
 */
const MENTOR_ROWS = {
  '& > tbody > tr.mentor': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' }, '& > td': { verticalAlign: 'top' } },
  ...Object.fromEntries(COLUMNS.map((column, i) => [`& > tbody > tr.mentor > td:nth-of-type(${i + 1})`, { ...CELL[column], ...pinnedSx(column) }])),
  '& > tbody > tr > td.details': { p: 0, bgcolor: 'action.hover' },
};

export interface MentorTableProps {
  mentors: readonly OverviewMentor[];
  mentees: readonly OverviewMentee[];
  /** Sets a mentor's status; settles when the server answered. */
  onStatus: (mentor: OverviewMentor, status: MentorStatus) => Promise<void>;
}

function LinkedInCell({ mentor }: { mentor: OverviewMentor }) {
  const translate = useTranslate();
  const name = mentor.name ?? mentor.user_id;
  const href = linkedinHref(mentor.linkedin);
  if (!href) {
    return (
      <IconButton disabled aria-label={translate('app.professionalMentoring.mentors.noLinkedin', { name })}>
        <LinkedInIcon />
      </IconButton>
    );
  }
  return (
    <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" color="primary" aria-label={translate('app.professionalMentoring.mentors.openLinkedin', { name })} onClick={(e) => e.stopPropagation()}>
      <LinkedInIcon />
    </IconButton>
  );
}

/** A mentor's status change: the variables of the page's mutation (professionalMentoring.updateStatus). */
export interface StatusChange {
  mentor: OverviewMentor;
  status: MentorStatus;
}

function StatusActions({ mentor, onStatus }: { mentor: OverviewMentor; onStatus: MentorTableProps['onStatus'] }) {
  const translate = useTranslate();
  // This mentor's change is under way (the page's mutation, by its variables).
  const busy =
    useIsMutating({ mutationKey: callKey(API.professionalMentoring.updateStatus), predicate: ({ state }) => (state.variables as StatusChange | undefined)?.mentor.user_id === mentor.user_id }) > 0;
  const set = (status: MentorStatus) => (event: MouseEvent) => {
    event.stopPropagation();
    void onStatus(mentor, status);
  };
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {mentor.status !== 'ACEITE' && (
        <IconButton color="success" disabled={busy} onClick={set('ACEITE')} aria-label={translate('app.professionalMentoring.mentors.accept')}>
          <CheckIcon />
        </IconButton>
      )}
      <IconButton color="error" disabled={busy} onClick={set('RECUSADO')} aria-label={translate('app.professionalMentoring.mentors.refuse')}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

function MentorRow({ mentor, mentees, onStatus }: { mentor: OverviewMentor; mentees: readonly OverviewMentee[]; onStatus: MentorTableProps['onStatus'] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.professionalMentoring.mentors.${key}`, options);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = mentor.name ?? mentor.user_id;
  const { A, P, R } = mentor.mentorados;
  return (
    <Fragment>
      <tr className="mentor" onClick={() => setOpen(!open)}>
        <td>
          <LinkedInCell mentor={mentor} />
        </td>
        <td>
          <Button
            size="small"
            color="inherit"
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('showMentees', { name })}
            onClick={(e) => {
              e.stopPropagation();
              setOpen(!open);
            }}
            sx={{ textAlign: 'left', textTransform: 'none', fontWeight: 600, justifyContent: 'flex-start' }}
          >
            {name}
          </Button>
        </td>
        <td>{mentor.email}</td>
        <td>{mentor.company_name}</td>
        <td>{mentor.professionalQualification || t('notApplicable')}</td>
        <td title={mentor.biography}>{biographyPreview(mentor.biography)}</td>
        <td>
          {mentor.disponibilidade.length === 0 ? (
            t('noAvailability')
          ) : (
            <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
              {mentor.disponibilidade.map((slot) => (
                <Chip key={availabilityText(slot)} size="small" variant="outlined" label={availabilityText(slot)} />
              ))}
            </Stack>
          )}
        </td>
        <td>
          <StatusChip status={mentor.status} />
        </td>
        <td>{`${A} | ${P} | ${R}`}</td>
        <td>
          <Average media={mentor.media} noneLabel={t('noRating')} />
        </td>
        <td>
          <StatusActions mentor={mentor} onStatus={onStatus} />
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={COLUMNS.length} className="details">
            {/* Kept in view however far the mentors' table is scrolled sideways; scrolls on its own when wider. */}
            <Box id={detailsId} role="region" aria-label={translate('app.professionalMentoring.mentees.of', { name })} tabIndex={0} sx={{ position: 'sticky', left: 0, width: `var(${VISIBLE_WIDTH}, 100%)`, boxSizing: 'border-box', overflowX: 'auto', p: 2 }}>
              <MentorMentees name={name} mentees={mentees} />
            </Box>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** 'Ver Mentores': every column of the spec; a row (or its name, by keyboard) opens the mentor's mentees. */
export function MentorTable({ mentors, mentees, onStatus }: MentorTableProps) {
  const translate = useTranslate();
  // A mentor's row is 70 px tall or more (its name, e-mail and company wrap): 8 fill a 1080 px screen.
  const { shown, drawing } = useFirstRowsFirst(mentors, FIRST_CARDS);
  if (mentors.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.professionalMentoring.mentors.empty')}</Typography>;
  return (
    <LongTable label={translate('app.professionalMentoring.mentors.label')} drawing={drawing}>
      <Table size="small" stickyHeader sx={[longTableSx, MENTOR_ROWS]}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: column in PINNED ? 'normal' : 'nowrap', ...pinnedSx(column, true) }}>
                {translate(`app.professionalMentoring.mentors.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <tbody>
          {shown.map((mentor) => (
            <MentorRow key={mentor.user_id} mentor={mentor} mentees={mentees.filter((m) => m.mentor_id === mentor.user_id)} onStatus={onStatus} />
          ))}
        </tbody>
      </Table>
    </LongTable>
  );
}
