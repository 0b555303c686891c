/**
 * What a form shows when another person changed its record (docs/concurrency.md): the message, the
 * fields that differ (the person's value and the current one), 'Recarregar' (the form takes the
 * current record, the person's typing is dropped) and 'Guardar por cima' (their values are saved
 * over the other change, on purpose, audited as such). The person's values are the form's (inside a
 * react-hook-form form), or given (`mine`: a screen without a form, e.g. an HR answer's file).
 */
import { Alert, AlertTitle, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FormField } from './SchemaFormDialog';

/** A form value as a person reads it: '—' for nothing, Sim/Não, a choice's name, a list joined. */
function shown(field: FormField, value: unknown, yesNo: [string, string]): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  const name = (id: unknown) => field.choices?.find((choice) => choice.id === id)?.name ?? String(id);
  return Array.isArray(value) ? value.map(name).join(', ') : name(value);
}

/** The record as it is now, from a stale save's 409 (its `current`), when the server sent it. */
export const currentOf = (error: unknown): Record<string, unknown> | undefined => {
  const current = error instanceof HttpError && error.status === 409 ? (error.body as { current?: unknown } | undefined)?.current : undefined;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
};

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
  /** The person's values, as form values; absent: the values of the form the panel is in. */
  mine?: Record<string, unknown>;
  /** The values the person opened: given, only the fields they changed are listed (the others take the current values). */
  opened?: Record<string, unknown>;
}

export function ConflictPanel(props: ConflictPanelProps) {
  return props.mine ? <ConflictView {...props} mine={props.mine} /> : <FormConflictView {...props} />;
}

/** Inside a form: the person's values are the form's, as they change. */
function FormConflictView(props: ConflictPanelProps) {
  const mine = useWatch() as Record<string, unknown>;
  return <ConflictView {...props} mine={mine} />;
}

/** Whether two form values are the same (a missing value is no value). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function ConflictView({ message, fields, current, onReload, onOverwrite, busy, mine, opened }: ConflictPanelProps & { mine: Record<string, unknown> }) {
  const translate = useTranslate();
  const yesNo: [string, string] = [translate('app.conflict.yes'), translate('app.conflict.no')];
  const changed = (source: string) => !opened || !sameValue(mine[source], opened[source]);
  const differing = Object.entries(fields).filter(([source]) => changed(source) && !sameValue(mine[source], current[source]));
  return (
    <Alert severity="warning" sx={{ mb: 1, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="alert">
      <AlertTitle>{message}</AlertTitle>
      {differing.length === 0 ? (
        translate(opened ? 'app.conflict.noClash' : 'app.conflict.sameFields')
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
                  {/* Words stay whole (a word longer than the line alone breaks); the table scrolls inside the alert if it must. */}
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{shown(field, mine[source], yesNo)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{shown(field, current[source], yesNo)}</TableCell>
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
