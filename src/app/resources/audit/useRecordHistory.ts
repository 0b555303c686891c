/**
 * A list's 'Histórico' and 'Repor esta versão' (RecordHistory.tsx): which record's history is open,
 * and the earlier state being restored, which the list's edit popup opens with, typed in.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { lisbonDateTime } from '../../layout/dates';

/** An earlier state restored into an edit popup, with the popup's title ('Repor a versão de …'). */
export interface Restoring {
  state: Record<string, unknown>;
  title: string;
}

export function useRecordHistory<R>() {
  const translate = useTranslate();
  const [historyOf, setHistoryOf] = useState<R | null>(null);
  const [restoring, setRestoring] = useState<Restoring>();
  return {
    /** The record whose history is open. */
    historyOf,
    open: (record: R) => setHistoryOf(record),
    close: () => setHistoryOf(null),
    restoring,
    /** Closes the history and keeps the state chosen (and gives it); the caller opens its edit popup on the record as it is now. */
    restore: (state: Record<string, unknown>, at: string): Restoring => {
      const chosen = { state, title: translate('app.history.restoreTitle', { at: lisbonDateTime(at) }) };
      setHistoryOf(null);
      setRestoring(chosen);
      return chosen;
    },
    /** The edit popup closed: a later edit starts from the record alone. */
    restored: () => setRestoring(undefined),
  };
}
