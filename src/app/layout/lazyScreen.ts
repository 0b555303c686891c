import { lazy, type ComponentType } from 'react';

/**
 * A screen fetched when it is first opened: its own chunk, out of the download every user pays for
 * at sign-in. `load` imports the screen's module, `name` is the component it exports.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
