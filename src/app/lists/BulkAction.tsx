/**
 * One action on the records selected in a list (remove, archive…): a button, a confirmation, then
 * each record by its own call, with the version it was read at (the server checks it and audits
 * each change, as for one record), by a bulk mutation (useApiBulkMutation: the list is read again
 * once all are answered). A record the server refuses (still in use, changed meanwhile, already
 * gone) stays selected, named with the server's reason in the same toast as what was done
 * (one toast: a second one waited in react-admin's queue until the first had gone).
 *
 * `messages` names the action's texts in pt.ts: `button`, `confirmTitle`, `confirmContent`, `done`
 * and `refused` (the last three counted with `smart_count`).
 */
import { useState, type ReactElement } from 'react';
import { Alert, Box, Button } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { HttpError, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { Refused } from '../providers/useApi';
import { Confirm } from '../components/WhenOpened';

export interface BulkActionProps<R extends RaRecord> {
  messages: string;
  icon: ReactElement;
  color?: 'primary' | 'error';
  /** The selected records the action applies to (archiving skips those already archived). */
  appliesTo?: (record: R) => boolean;
  /** The records' calls, one by one (useApiBulkMutation). */
  write: UseMutationResult<Refused<R>[], Error, readonly R[]>;
  /** How the toast names a refused record. */
  nameOf: (record: R) => string;
}

export function BulkAction<R extends RaRecord>({ messages, icon, color = 'primary', appliesTo = () => true, write, nameOf }: BulkActionProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, data, onSelect } = useListContext<R>();
  const [confirming, setConfirming] = useState(false);
  const targets = (data ?? []).filter((record) => selectedIds.includes(record.id) && appliesTo(record));

  const applyAll = async () => {
    const refused = (await write.mutateAsync(targets)).map(({ record, error }) => ({
      id: record.id,
      name: nameOf(record),
      reason: error instanceof HttpError && error.message ? error.message : translate('app.lists.bulk.unknownReason'),
    }));
    setConfirming(false);
    // The refused ones stay selected (to try again once seen), with whatever the other actions did not touch.
    const done = new Set(targets.filter((record) => !refused.some((r) => r.id === record.id)).map((record) => record.id));
    onSelect(selectedIds.filter((id) => !done.has(id)));
    if (refused.length === 0) notify(`${messages}.done`, { type: 'success', messageArgs: { smart_count: done.size } });
    else {
      const reasons = refused.map((r) => `${r.name}: ${r.reason}`).join(' · ');
      const lines = [done.size > 0 && translate(`${messages}.done`, { smart_count: done.size }), `${translate(`${messages}.refused`, { smart_count: refused.length })} — ${reasons}`];
      notify(
        <Alert severity={done.size > 0 ? 'warning' : 'error'} variant="filled" sx={{ maxWidth: 560 }}>
          {lines.filter(Boolean).map((line) => (
            <Box key={String(line)}>{line}</Box>
          ))}
        </Alert>,
        { autoHideDuration: 10_000 },
      );
    }
  };

  // Nothing selected that the action applies to: no button (react-admin keeps its bulk bar in the page, folded, while nothing is selected).
  if (targets.length === 0 && !confirming) return null;
  return (
    <>
      <Button color={color} startIcon={icon} onClick={() => setConfirming(true)}>
        {translate(`${messages}.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={write.isPending}
        title={`${messages}.confirmTitle`}
        content={`${messages}.confirmContent`}
        translateOptions={{ smart_count: targets.length }}
        onConfirm={applyAll}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
