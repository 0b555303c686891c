import { useEffect } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import type { ScreenAccess } from '../../contract';
import { CLIENT } from '../areas';
import { preload } from '../components/lazyComponent';
import { noteCode } from '../providers/earlyReads';
import { WallPickerField } from '../components/pickers';

/** When the page has nothing else to do (a timeout where the browser has no idle callbacks). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

/** Settled once the screen the back-office started at is drawn (ScreenDrawn): the preloader waits for it. */
let firstScreenDrawn: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => (firstScreenDrawn = resolve));

/**
 * Once the screen the back-office started at is drawn and the page is idle (and no read is under
 * way, so the screen being opened is drawn first: a chunk's evaluation is one long task; the page is
 * idle too while that screen's own chunk is on its way), the date pickers' chunk and then the chunks
 * of the screens in the menu are fetched and evaluated, one per idle moment: a form or a touched date
 * filter has its picker at once, and a click on an entry draws its screen at once, without first
 * fetching and evaluating its code (its chunks, ~30 for a declared list, were fetched and evaluated
 * after the click). Waiting for the first screen drawn: by address 0.88-0.97x (docs/performance.md,
 * stop 57). A component of its own, so that only it follows the reads under way.
 */
export function ScreenPreloader({ entries }: { entries: readonly ScreenAccess[] | null }): null {
  const reading = useIsFetching() > 0;
  const screens = reading ? '' : (entries?.map((s) => s.screen).join(' ') ?? '');
  useEffect(() => {
    // The date pickers first (most screens' forms have one, and a filter bar draws its date fields
    // plain until touched: components/pickers.tsx), then the menu's screens.
    const queue = [...(screens ? [WallPickerField] : []), ...screens.split(' ').filter(Boolean).map((screen) => CLIENT.views[screen])];
    let cancel = () => {};
    const next = () => {
      if (queue.length === 0) return;
      const component = queue.shift();
      cancel = whenIdle(() => void preload(component).catch(() => undefined).then(next));
    };
    // Emptied by the cleanup, the queue makes a later `next` do nothing.
    void firstScreen.then(next);
    return () => {
      queue.length = 0;
      cancel();
    };
  }, [screens]);
  return null;
}

/**
 * Drawn beside a screen (inside its Suspense, so committed only once the screen's code has arrived
 * and the screen is drawn): the menu's screens may now be preloaded (ScreenPreloader), and at the
 * next idle moment the chunks fetched so far are what the next start at this address fetches at once
 * (noteCode notes them once per start, and only while the address is still the one the back-office
 * started at). Noted from the menu's first idle moment instead, they
 * sometimes missed the screen's own chunk: the page is idle while that chunk is still on its way.
 */
export function ScreenDrawn(): null {
  useEffect(() => {
    firstScreenDrawn();
    const cancel = whenIdle(noteCode);
    return cancel;
  }, []);
  return null;
}
