/**
 * The managers editor of the area's admins (spec: "Maths and physics managers editor"): a table
 * Responsável / Unidade Curricular / Ações with save, delete and add-row. For maths and physics an
 * organic unit is picked first and each manager has a UC ('userId-matematica'); elsewhere a
 * manager answers for its own unit ('userId-ESTG').
 */
import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, useUpdate } from 'react-admin';
import { PROGRAMME_TITLES, SCHOOLS, TUTORING_UCS, type AvailableManager, type Tutoria } from '../../contract';
import { usePromiseToast } from '../components/promiseToast';

interface Row {
  userId: string;
  scope: string;
  /** Added in this session (the spec's validation names the new rows). */
  isNew: boolean;
}

const parse = (entry: string): Row => ({ userId: entry.slice(0, entry.lastIndexOf('-')), scope: entry.slice(entry.lastIndexOf('-') + 1), isNew: false });

export function ManagersDialog({ tutoria, available, onClose }: { tutoria: Tutoria; available: readonly AvailableManager[]; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tutorias.managersEditor.${key}`);
  const toast = usePromiseToast();
  // Once answered, every screen showing tutorias reads them again (the query client's write cache).
  const [update, { isPending: saving }] = useUpdate<Tutoria & { id: string }>();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const maths = tutoria.title === PROGRAMME_TITLES.mathPhysics;
  const [unit, setUnit] = useState(maths ? '' : 'all');
  const [rows, setRows] = useState<Row[]>(tutoria.managers.map(parse));
  const [problem, setProblem] = useState<string | null>(null);
  // The version of the programme this editor shows: its own saves answer the next one (another's change since is refused).
  const [version, setVersion] = useState(tutoria.version);
  const unitOf = (userId: string) => available.find((m) => m.id_utilizador === userId)?.unidade_organica ?? '';
  // Maths and physics: the rows of the chosen unit; elsewhere every row.
  const shown = rows.map((row, index) => ({ row, index })).filter(({ row }) => !maths || (unit !== '' && (row.isNew || unitOf(row.userId) === unit)));
  const candidates = available.filter((m) => !maths || m.unidade_organica === unit);

  const put = (next: Row[], success: string, error: string) => {
    const managers = next.map((r) => `${r.userId}-${maths ? r.scope : unitOf(r.userId) || r.scope}`);
    const saved = update('tutorias', { id: tutoria._id, data: { managers }, previousData: { ...tutoria, id: tutoria._id, version } }, { returnPromise: true });
    return toast(saved, { success: `app.tutorias.toast.${success}`, error: `app.tutorias.toast.${error}` })
      .then((answer) => {
        setVersion(answer?.version);
        setRows(next.map((r) => ({ ...r, isNew: false })));
        return true;
      })
      .catch((reason: unknown) => {
        setProblem(reason instanceof Error ? reason.message : null);
        return false;
      });
  };
  const save = () => {
    if (rows.some((r) => r.isNew && (!r.userId || (maths && !r.scope)))) return setProblem(t('incomplete'));
    if (rows.length === 0) return setProblem(t('atLeastOne'));
    setProblem(null);
    void put(rows, 'managersSaved', 'managersError').then((saved) => saved && onClose());
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    if (rows[index].isNew) return setRows(next);
    if (next.length === 0) return setProblem(t('atLeastOne'));
    setProblem(null);
    void put(next, 'managerRemoved', 'managerRemoveError');
  };
  const change = (index: number, patch: Partial<Row>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{`${t('title')}: ${tutoria.title}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {maths && (
          <TextField select fullWidth={false} label={t('unit')} value={unit} onChange={(e) => setUnit(e.target.value)} sx={{ width: 220, mt: 1 }}>
            {SCHOOLS.map((s) => (
              <MenuItem key={s.sigla} value={s.sigla}>
                {s.sigla}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(!maths || unit) && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('manager')}</TableCell>
                  {maths && <TableCell>{t('uc')}</TableCell>}
                  <TableCell align="right">{t('actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map(({ row, index }) => (
                  <TableRow key={index}>
                    <TableCell sx={{ minWidth: 220 }}>
                      <TextField select size="small" fullWidth label={t('manager')} value={row.userId} onChange={(e) => change(index, { userId: e.target.value })} disabled={!row.isNew}>
                        {[...candidates, ...(candidates.some((c) => c.id_utilizador === row.userId) || !row.userId ? [] : [{ id_utilizador: row.userId, nome: row.userId } as AvailableManager])].map((m) => (
                          <MenuItem key={m.id_utilizador} value={m.id_utilizador}>
                            {m.nome ?? m.id_utilizador}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    {maths && (
                      <TableCell sx={{ minWidth: 160 }}>
                        <TextField select size="small" fullWidth label={t('uc')} value={row.scope} onChange={(e) => change(index, { scope: e.target.value })}>
                          {TUTORING_UCS.map((uc) => (
                            <MenuItem key={uc} value={uc}>
                              {t(uc)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    )}
                    <TableCell align="right">
                      <IconButton aria-label={`${t('remove')}: ${available.find((m) => m.id_utilizador === row.userId)?.nome ?? (row.userId || t('newRow'))}`} onClick={() => remove(index)} disabled={saving}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Button startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, { userId: '', scope: '', isNew: true }])} sx={{ mt: 1 }}>
              {t('add')}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.tutorias.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('app.tutorias.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
