/**
 * A value made on its first use rather than when its module is evaluated. For the Intl formatters:
 * making one loads its locale's (and time zone's) data, 10–20 ms on the main thread in a fresh
 * renderer process, and a module making it at its top paid that on every start of the back-office,
 * whether or not the screen formats anything (`npm run bench -- screenProfile`, by address).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
