import type { ComponentType } from 'react';

/** A screen fetched when it is first opened, that can be fetched (and its module evaluated) before. */
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A screen fetched when it is first opened: its own chunk, out of the download every user pays for
 * at sign-in. `load` imports the screen's module, `name` is the component it exports. `preload`
 * starts the same import earlier (once), e.g. while the back-office itself is still being drawn.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * there, and React 19 then shows its Suspense fallback and holds the screen back for 300 ms (the
 * throttle of Suspense reveals). A preloaded screen is drawn at once.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  // A failed fetch (e.g. the server restarting) is tried again by the next preload or opening.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Screen() {
    const Loaded = loaded;
    // Suspends as React.lazy does, by throwing the pending import (React's `use` would too, but
    // under the tests' act() it is never retried).
    if (!Loaded) throw preload();
    return <Loaded />;
  }
  return Object.assign(Screen, { preload });
}

/** Starts fetching a screen's chunk when it is a lazy one (an eager screen has nothing to fetch). */
export function preloadScreen(screen: ComponentType | undefined): Promise<unknown> {
  return (screen as Partial<LazyScreen> | undefined)?.preload?.() ?? Promise.resolve();
}
