/**
 * "Who else has it open", for a screen of records (cards or rows): `PresenceScope` notes the
 * records whose element is on screen (usePresence), and each record's `PresenceNote` names the
 * others who have it on theirs ('Também aberto por Ana Costa e Rui Lopes').
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { onFirstUse } from '../../contract/onFirstUse';
import { useTranslate } from 'react-admin';
import type { PresenceArea, PresentUser } from '../../contract/schemas/presence';
import { displayName } from '../providers/authProvider';
import { usePresence } from '../providers/usePresence';

interface PresenceApi {
  /** A ref for the record's element: while a quarter of it is on screen, the record counts as open here. */
  watch: (id: string) => (element: HTMLElement | null) => void;
  others: ReadonlyMap<string, readonly PresentUser[]>;
}

const PresenceContext = createContext<PresenceApi | null>(null);

const without = (set: ReadonlySet<string>, id: string) => {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function PresenceScope({ resource, children }: { resource: PresenceArea; children: ReactNode }) {
  const [onScreen, setOnScreen] = useState<ReadonlySet<string>>(new Set());
  const observer = useMemo(
    () =>
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) =>
              setOnScreen((previous) => {
                let next = previous;
                for (const entry of entries) {
                  const id = (entry.target as HTMLElement).dataset.presenceId ?? '';
                  if (entry.isIntersecting && !next.has(id)) next = new Set(next).add(id);
                  else if (!entry.isIntersecting) next = without(next, id);
                }
                return next;
              }),
            { threshold: 0.25 },
          ),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  // One ref callback per record, kept: a new one each render would detach and attach the element again.
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const watch = useCallback(
    (id: string) => {
      let ref = refs.current.get(id);
      if (!ref) {
        let watched: HTMLElement | null = null;
        ref = (element) => {
          if (watched) observer?.unobserve(watched);
          watched = element;
          if (!element) {
            refs.current.delete(id);
            return setOnScreen((previous) => without(previous, id));
          }
          element.dataset.presenceId = id;
          // Without IntersectionObserver (an old browser), what is drawn counts as shown.
          if (observer) observer.observe(element);
          else setOnScreen((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
        };
        refs.current.set(id, ref);
      }
      return ref;
    },
    [observer],
  );
  const others = usePresence(resource, [...onScreen]);
  const api = useMemo(() => ({ watch, others }), [watch, others]);
  return <PresenceContext.Provider value={api}>{children}</PresenceContext.Provider>;
}

/** The ref that makes a record's element count as open here (nothing outside a PresenceScope). */
export function usePresenceRef(id: string) {
  return useContext(PresenceContext)?.watch(id);
}

/** Names as read in pt-PT: 'Ana Costa, Rui Lopes e Marta Reis'. */
const NAMES = onFirstUse(() => new Intl.ListFormat('pt-PT', { type: 'conjunction' }));

/**
 * 'Também aberto por …' when others have the record open. Always drawn (empty while nobody else
 * has it open), so that a screen reader hears someone arrive (a polite live region).
 */
export function PresenceNote({ id }: { id: string }) {
  const translate = useTranslate();
  const others = useContext(PresenceContext)?.others.get(id) ?? [];
  return (
    <Box aria-live="polite" sx={{ typography: 'body2', color: 'info.main', overflowWrap: 'anywhere' }}>
      {others.length > 0 && (
        <Box component="span" data-testid="presence-note" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <PeopleAltOutlinedIcon fontSize="small" aria-hidden />
          {translate('app.presence.alsoOpen', { names: NAMES().format(others.map(displayName)) })}
        </Box>
      )}
    </Box>
  );
}
