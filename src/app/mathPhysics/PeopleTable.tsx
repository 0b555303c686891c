import { Fragment, useState } from 'react';
import { Box, List, ListItem, Table, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_PERSON_COLUMNS, type ReportPerson } from '../../contract';
import { figure, isAverage } from './figures';
import { PersonSessions } from './PersonSessions';
import { drawingAttribute, useFirstRowsFirst } from '../components/firstRowsFirst';
import { longTableSx, rowTogglesSx } from '../components/longTable';

type Column = (typeof REPORT_PERSON_COLUMNS)[number]['key'];
const rowKey = (p: ReportPerson) => `${p.id_utilizador}|${p.uc ?? ''}|${p.type}`;
const panelId = (key: string) => `mp-sessions-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Which people have their sessions open, and how each cell reads. */
function usePeople() {
  const translate = useTranslate();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const value = (p: ReportPerson, key: Column) => {
    if (key === 'type') return p.uc ? translate('app.mathPhysics.people.type', { type: p.type, uc: p.uc }) : p.type;
    const v = p[key];
    return typeof v === 'number' ? figure(v, isAverage(REPORT_PERSON_COLUMNS, key)) : (v ?? '—');
  };
  const label = (key: Column) => translate(`app.mathPhysics.people.columns.${key}`);
  return { open, toggle, value, label };
}

/** 'Ver Sessões' / 'Fechar Sessões', controlling the person's panel of sessions (a plain button: rowTogglesSx draws it). */
function SessionsToggle({ expanded, panel, onClick }: { expanded: boolean; panel: string; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <button type="button" aria-expanded={expanded} aria-controls={expanded ? panel : undefined} onClick={onClick}>
      {translate(expanded ? 'app.mathPhysics.people.hide' : 'app.mathPhysics.people.show')}
    </button>
  );
}

interface Props {
  people: readonly ReportPerson[];
  academicYear: string;
}

/**
 * The enrolled people of the year (sorted by user id by the server), each with 'Ver Sessões'
 * opening its sessions below it: a table, or on a phone one short card per person (the sessions
 * then have the whole width instead of a corner of a table scrolled sideways).
 */
export function PeopleTable(props: Props) {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (props.people.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.mathPhysics.people.empty')}
      </Typography>
    );
  }
  return small ? <PeopleAsList {...props} /> : <PeopleAsTable {...props} />;
}

function PeopleAsTable({ people, academicYear }: Props) {
  const translate = useTranslate();
  const { open, toggle, value, label } = usePeople();
  const columns = REPORT_PERSON_COLUMNS.length + 1;
  const { shown, drawing } = useFirstRowsFirst(people);
  return (
    <TableContainer role="region" tabIndex={0} aria-labelledby="mp-people-title" sx={{ overflowX: 'auto' }} {...drawingAttribute(drawing)}>
      <Table size="small" sx={[longTableSx, rowTogglesSx, { '& > tbody > tr > td': { whiteSpace: 'nowrap' }, '& > tbody > tr > td.details': { whiteSpace: 'normal', bgcolor: 'action.hover' } }]}>
        <TableHead>
          <TableRow>
            {REPORT_PERSON_COLUMNS.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600 }}>
                {label(c.key)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }}>{translate('app.mathPhysics.people.sessions')}</TableCell>
          </TableRow>
        </TableHead>
        {/* Plain rows and cells, drawn by the table's longTableSx: one style for 176 people's 1,408 cells. */}
        <tbody>
          {shown.map((p) => {
            const key = rowKey(p);
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr data-person={p.id_utilizador}>
                  {REPORT_PERSON_COLUMNS.map((c) => (
                    <td key={c.key}>{value(p, c.key)}</td>
                  ))}
                  <td>
                    <SessionsToggle expanded={expanded} panel={panelId(key)} onClick={() => toggle(key)} />
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={columns} className="details">
                      <PersonSessions id={panelId(key)} person={p} academicYear={academicYear} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </TableContainer>
  );
}

function PeopleAsList({ people, academicYear }: Props) {
  const { open, toggle, value, label } = usePeople();
  const { shown, drawing } = useFirstRowsFirst(people);
  return (
    <List disablePadding aria-labelledby="mp-people-title" sx={rowTogglesSx} {...drawingAttribute(drawing)}>
      {shown.map((p, index) => {
        const key = rowKey(p);
        const expanded = open.has(key);
        return (
          <ListItem key={key} data-person={p.id_utilizador} divider={index < people.length - 1} disableGutters sx={{ display: 'block' }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
              {REPORT_PERSON_COLUMNS.map((c) => (
                <Fragment key={c.key}>
                  <dt>{label(c.key)}</dt>
                  <dd>{value(p, c.key)}</dd>
                </Fragment>
              ))}
            </Box>
            <SessionsToggle expanded={expanded} panel={panelId(key)} onClick={() => toggle(key)} />
            {expanded && <PersonSessions id={panelId(key)} person={p} academicYear={academicYear} />}
          </ListItem>
        );
      })}
    </List>
  );
}
