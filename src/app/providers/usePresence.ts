/**
 * Who else has a record open (contract/schemas/presence.ts): this tab notes the records it shows
 * (PUT /api/presenca/:resource) when they change, every PRESENCE_BEAT_MS while the page is shown,
 * and whenever someone arrives or leaves (the live events invalidate the 'presence' queries). A
 * hidden page shows nothing; leaving (the screen closed, the page unloaded) says so at once.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import { API } from '../../contract/api';
import { PRESENCE_BEAT_MS, type PresenceArea, type PresentUser } from '../../contract/schemas/presence';
import type { BackofficeDataProvider } from './dataProvider';
import { useApiQuery } from './useApi';

/** This page's tab: random per load (crypto.randomUUID needs a secure context; this does not). */
const TAB = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const subscribeVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
const pageShown = () => document.visibilityState !== 'hidden';

const NOBODY: ReadonlyMap<string, readonly PresentUser[]> = new Map();

/** Notes that this tab shows `ids` of `resource`; answers who else shows each (records nobody else shows are absent). */
export function usePresence(resource: PresenceArea, ids: readonly string[]): ReadonlyMap<string, readonly PresentUser[]> {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const shown = useSyncExternalStore(subscribeVisibility, pageShown);
  const key = shown ? [...new Set(ids)].sort().join('\n') : '';
  const body = useMemo(() => ({ tab: TAB, ids: key ? key.split('\n') : [] }), [key]);
  const { data } = useApiQuery(API.presence.note, { params: { resource }, body }, { refetchInterval: PRESENCE_BEAT_MS, gcTime: 0, retry: false });

  useEffect(() => {
    const leave = () => void dataProvider.call(API.presence.note, { params: { resource }, body: { tab: TAB, ids: [] } }, { keepalive: true }).catch(() => {});
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [dataProvider, resource]);

  return useMemo(() => (data && data.data.length > 0 ? new Map(data.data.map((r) => [r.id, r.others])) : NOBODY), [data]);
}
