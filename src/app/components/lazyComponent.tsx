import type { ComponentType } from 'react';

/** A component fetched when it is first drawn, that can be fetched (and its module evaluated) before. */
export type LazyComponent<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component fetched when it is first drawn (a screen, the date pickers): its own chunk, out of the
 * download every user pays for at sign-in. `load` imports its module, `name` is the component it
 * exports. `preload` starts the same import earlier (once), e.g. while the back-office itself is
 * still being drawn, or when the page is idle (ScreenPreloader).
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * there, and React 19 then shows its Suspense fallback and holds the screen back for 300 ms (the
 * throttle of Suspense reveals). A preloaded component is drawn at once.
 */
export function lazyComponent<P extends object, K extends string>(load: () => Promise<Record<NoInfer<K>, ComponentType<P>>>, name: K): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
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
  function Lazy(props: P) {
    const Loaded = loaded;
    // Suspends as React.lazy does, by throwing the pending import (React's `use` would too, but
    // under the tests' act() it is never retried).
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

/** Starts fetching a component's chunk when it is a lazy one (an eager screen has nothing to fetch). */
export function preload(component: unknown): Promise<unknown> {
  return typeof component === 'function' && 'preload' in component && typeof component.preload === 'function' ? (component as LazyComponent).preload() : Promise.resolve();
}
