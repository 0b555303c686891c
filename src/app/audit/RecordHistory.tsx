/**
 * 'Histórico' of a record (a declared resource's, a user's role, a notification, an HR request): its
 * audit entries, newest first (GET <record>/historico), each
 * with when, who, what was done and the fields it changed by their labels. 'Repor esta versão' on an
 * earlier entry opens the edit popup on the record as it is now with that version's values typed in:
 * saved as any edit (versioned, audited), refused with the conflict panel when the record changed
 * since.
 */
import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import type { AuditEntry, recordHistoryAnswer } from '../../contract';
import type { Call, CallInput } from '../../contract/api/call';
import { AUDIT_ACTION_LABELS } from '../../contract/lists/audit';
import { useApiQuery } from '../providers/useApi';
import { lisbonDateTime } from '../components/dates';
import { ChangeList } from './ChangeList';
import { labelledChanges, who } from './labels';

const isState = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A state as the entry shows it: without the record's id, instants on the institution's clock. */
const readable = (state: unknown, idField: string) =>
  isState(state)
    ? Object.fromEntries(Object.entries(state).filter(([key]) => key !== idField).map(([key, value]) => [key, typeof value === 'string' && INSTANT.test(value) ? lisbonDateTime(value) : value]))
    : state;

/** A record's history call (`{data: AuditEntry[]}`). */
export type HistoryCall = Call & { answer: typeof recordHistoryAnswer };

export interface RecordHistoryProps<C extends HistoryCall> {
  /** The record's history call and its input (the record's id). */
  call: C;
  input: CallInput<C>;
  /** How the record is named in the title: 'Histórico: <name>'. */
  name: string;
  /** The record's id field, left out of the states shown. */
  idField?: string;
  /** Given when the person may edit the record: 'Repor esta versão' on an earlier entry opens the edit popup with that state. */
  onRestore?: (state: Record<string, unknown>, at: string) => void;
  /** Which earlier states can be restored (all unless said: an HR request's answers, not the request as sent). */
  restorable?: (state: Record<string, unknown>) => boolean;
  onClose: () => void;
}

export function RecordHistory<C extends HistoryCall>({ call, input, name, idField = 'id', onRestore, restorable = () => true, onClose }: RecordHistoryProps<C>) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const entries = useApiQuery(call, input);
  const title = `${translate('app.history.title')}: ${name}`;
  const list: AuditEntry[] = entries.data?.data ?? [];
  // Newest first: the first state that could be restored is the record as it is now.
  const canRestore = (entry: AuditEntry): entry is AuditEntry & { after: Record<string, unknown> } => isState(entry.after) && restorable(entry.after);
  const now = list.find(canRestore);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {entries.isError ? (
          <Alert severity="error">{translate('app.history.error')}</Alert>
        ) : entries.isPending ? (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <Typography color="textSecondary">{translate('app.history.empty')}</Typography>
        ) : (
          <List aria-label={title} disablePadding>
            {list.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} idField={idField} onRestore={onRestore && entry !== now && canRestore(entry) ? () => onRestore(entry.after, entry.at) : undefined} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One entry: when, who and what, the fields it changed, and 'Repor esta versão' for the state it left. */
function HistoryEntry({ entry, idField, onRestore }: { entry: AuditEntry; idField: string; onRestore?: () => void }) {
  const translate = useTranslate();
  const changes = labelledChanges(entry, (state) => readable(state, idField));
  return (
    <ListItem divider alignItems="flex-start" sx={{ px: 0, display: 'grid', gap: 0.5 }}>
      <ListItemText
        primary={`${AUDIT_ACTION_LABELS[entry.action]} · ${lisbonDateTime(entry.at)}`}
        secondary={who(entry)}
      />
      {changes.length > 0 && <ChangeList changes={changes} sx={{ typography: 'body2' }} />}
      {onRestore && (
        <Button size="small" startIcon={<RestoreIcon />} onClick={onRestore} sx={{ justifySelf: 'start' }}>
          {translate('app.history.restore')}
        </Button>
      )}
    </ListItem>
  );
}
