/**
 * A list's 'Histórico' and 'Repor esta versão' (RecordHistory.tsx): which record's history is open,
 * and the earlier state being restored, which the list's edit popup opens with, typed in.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { lisbonDateTime } from '../components/dates';

/** An earlier state restored into an edit popup, with the popup's title ('Repor a versão de …'). */
export interface Restoring {
  state: Record<string, unknown>;
  title: string;
}

/**
 * `listed`: the list's records now (live): 'Repor esta versão' acts on the record as listed then, the
 * version the earlier state is saved over.
 */
export function useRecordHistory<R extends { id: unknown }>(listed: readonly R[] | undefined) {
  const translate = useTranslate();
  const [historyOf, setHistoryOf] = useState<R | null>(null);
  const [restoring, setRestoring] = useState<Restoring>();
  return {
    /** The record whose history is open. */
    historyOf,
    open: (record: R) => setHistoryOf(record),
    close: () => setHistoryOf(null),
    restoring,
    /**
     * Closes the history and keeps the state chosen; gives it with the record as listed now (that of
     * the history open), on which the caller opens its edit popup.
     */
    restore: (state: Record<string, unknown>, at: string, of: R): { restoring: Restoring; record: R } => {
      const chosen = { state, title: translate('app.history.restoreTitle', { at: lisbonDateTime(at) }) };
      setHistoryOf(null);
      setRestoring(chosen);
      return { restoring: chosen, record: listed?.find((r) => r.id === of.id) ?? of };
    },
    /** The edit popup closed: a later edit starts from the record alone. */
    restored: () => setRestoring(undefined),
  };
}
