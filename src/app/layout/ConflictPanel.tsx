/**
 * What a form shows when another person changed its record (docs/concurrency.md): the message, the
 * fields that differ (the person's value and the current one), 'Recarregar' (the form takes the
 * current record, the person's typing is dropped) and 'Guardar por cima' (their values are saved
 * over the other change, on purpose, audited as such).
 */
import { Alert, AlertTitle, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FormField } from './SchemaFormDialog';

/** A form value as a person reads it: '—' for nothing, Sim/Não, a choice's name, a list joined. */
function shown(field: FormField, value: unknown, yesNo: [string, string]): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  const name = (id: unknown) => field.choices?.find((choice) => choice.id === id)?.name ?? String(id);
  return Array.isArray(value) ? value.map(name).join(', ') : name(value);
}

export interface ConflictPanelProps {
  /** The message: the server's refusal, or that the record changed while the form is open. */
  message: string;
  fields: Readonly<Record<string, FormField>>;
  /** The record as it is now, as form values. */
  current: Record<string, unknown>;
  onReload: () => void;
  onOverwrite: () => void;
  /** While a save runs. */
  busy: boolean;
}

export function ConflictPanel({ message, fields, current, onReload, onOverwrite, busy }: ConflictPanelProps) {
  const translate = useTranslate();
  const mine = useWatch() as Record<string, unknown>;
  const yesNo: [string, string] = [translate('app.conflict.yes'), translate('app.conflict.no')];
  const differing = Object.entries(fields).filter(([source]) => JSON.stringify(mine[source] ?? null) !== JSON.stringify(current[source] ?? null));
  return (
    <Alert severity="warning" sx={{ mb: 1, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="alert">
      <AlertTitle>{message}</AlertTitle>
      {differing.length === 0 ? (
        translate('app.conflict.sameFields')
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={message}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.conflict.field')}</TableCell>
                <TableCell>{translate('app.conflict.mine')}</TableCell>
                <TableCell>{translate('app.conflict.current')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differing.map(([source, field]) => (
                <TableRow key={source}>
                  <TableCell component="th" scope="row">
                    {field.label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(field, mine[source], yesNo)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(field, current[source], yesNo)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onReload} disabled={busy}>
          {translate('app.conflict.reload')}
        </Button>
        <Button variant="contained" color="warning" onClick={onOverwrite} disabled={busy}>
          {translate('app.conflict.overwrite')}
        </Button>
      </Box>
    </Alert>
  );
}
