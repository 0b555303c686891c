import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startLiveEvents } from '../providers/liveEvents';

/** Keeps this tab's screens live while the back-office is shown (providers/liveEvents.ts); draws nothing. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = startLiveEvents({ queryClient });
    return stop;
  }, [queryClient]);
  return null;
}
