import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { HttpError, useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { STALE_MESSAGE, TOAST_AUTO_CLOSE_MS } from '../../contract';

/** The three texts (i18n keys) of an operation's toast: while it runs, on success, on failure. */
export interface PromiseToastMessages {
  /** Absent when the spec gives no text for the wait: then only the outcome is shown. */
  pending?: string;
  success: string;
  error: string;
  /** A more specific error text for some failures (e.g. a 404); `error` when it answers undefined. */
  errorFor?: (reason: unknown) => string | undefined;
}

const errorText = (messages: PromiseToastMessages, reason: unknown) => messages.errorFor?.(reason) ?? messages.error;
/** A write refused because the record changed since the screen read it (409, the server's STALE_MESSAGE). */
const isStale = (reason: unknown) => reason instanceof HttpError && reason.status === 409 && reason.message === STALE_MESSAGE;
/** `%{message}` in an error text: the server's reason (spec: 'Erro ao adicionar PDF: {message or Erro desconhecido}'). */
const errorArgs = (reason: unknown) => ({ message: reason instanceof Error && reason.message ? reason.message : 'Erro desconhecido' });

type Outcome = 'pending' | 'success' | 'error';

/** The state one toast shows, shared between the caller (who settles it) and the toast itself. */
function toastState() {
  const listeners = new Set<() => void>();
  const state = {
    outcome: 'pending' as Outcome,
    /** The error text chosen when the operation failed, and its arguments. */
    error: '',
    errorArgs: {} as Record<string, unknown>,
    mounted: false,
    /** The toast was closed (e.g. a click elsewhere) before the operation ended. */
    closedEarly: false,
    get: () => state.outcome,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle(outcome: Exclude<Outcome, 'pending'>) {
      state.outcome = outcome;
      listeners.forEach((l) => l());
    },
    shown() {
      state.mounted = true;
      state.closedEarly = false;
    },
    hidden() {
      state.mounted = false;
      if (state.outcome === 'pending') state.closedEarly = true;
    },
  };
  return state;
}
type ToastState = ReturnType<typeof toastState>;

function PromiseToastContent({ state, messages }: { state: ToastState; messages: PromiseToastMessages }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  const outcome = useSyncExternalStore(state.subscribe, state.get);

  useEffect(() => {
    state.shown();
    return () => state.hidden();
  }, [state]);

  useEffect(() => {
    if (outcome === 'pending') return;
    const timer = setTimeout(close, TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome, close]);

  return (
    <Alert
      variant="filled"
      severity={outcome === 'pending' ? 'info' : outcome}
      role={outcome === 'error' ? 'alert' : 'status'}
      icon={outcome === 'pending' ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      onClose={outcome === 'pending' ? undefined : close}
      sx={{ minWidth: 280, boxShadow: 6, alignItems: 'center' }}
    >
      {outcome === 'error' ? translate(state.error, state.errorArgs) : translate(messages[outcome] ?? '')}
    </Alert>
  );
}

/**
 * A toast that follows an operation, as the spec's toasts do (pending, then success or error in the
 * same toast, closing 5000 ms after the end). Returns the operation's own promise.
 */
export function usePromiseToast() {
  const notify = useNotify();
  const translate = useTranslate();
  /**
   * The failure's text; a stale write's names why (someone else changed the record since), after the
   * screen's own text when that text does not already carry the server's reason ('Erro ao aprovar
   * inscrito: Este registo foi alterado por outra pessoa desde que o abriu.'): never a bare failure.
   */
  const failure = useCallback(
    (messages: PromiseToastMessages, reason: unknown) => {
      const text = errorText(messages, reason);
      if (messages.errorFor?.(reason) !== undefined || !isStale(reason)) return text;
      const mark = '\u0000';
      if (translate(text, { message: mark }).includes(mark)) return text;
      return translate('app.conflict.refused', { what: translate(text), message: STALE_MESSAGE });
    },
    [translate],
  );
  return useCallback(
    <T,>(promise: Promise<T>, messages: PromiseToastMessages): Promise<T> => {
      if (!messages.pending) {
        promise.then(
          () => notify(messages.success, { type: 'success' }),
          (reason: unknown) => notify(failure(messages, reason), { type: 'error', messageArgs: errorArgs(reason) }),
        );
        return promise;
      }
      const state = toastState();
      notify(<PromiseToastContent state={state} messages={messages} />, { autoHideDuration: null });
      const settle = (outcome: 'success' | 'error', reason?: unknown) => {
        state.error = failure(messages, reason);
        state.errorArgs = errorArgs(reason);
        state.settle(outcome);
        // Closed before the end: the outcome gets a toast of its own.
        if (!state.mounted && state.closedEarly) notify(outcome === 'error' ? state.error : messages.success, { type: outcome, messageArgs: state.errorArgs });
      };
      promise.then(
        () => settle('success'),
        (reason: unknown) => settle('error', reason),
      );
      return promise;
    },
    [notify, failure],
  );
}
