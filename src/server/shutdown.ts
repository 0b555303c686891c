/**
 * Stopping on SIGTERM or SIGINT: stop accepting, finish what is in flight, close the database, exit.
 * A signal sent to the whole process group arrives twice (directly, and forwarded by `npm start`);
 * any repeat is the same request to stop, never a reason to exit before the database is closed
 * (close-with-grace exits on a second signal: it left PGlite's locks behind 1 time in ~5 under load).
 * An uncaught exception stops the same way, with exit code 1.
 */
export interface Stoppable {
  close(): Promise<unknown>;
  log: { info(message: string): void; error(obj: unknown, message?: string): void };
}

export function stopOnSignals(app: Stoppable, delay = 10_000): void {
  const exit = (code: number) => process.exit(code);
  let stopping: Promise<void> | undefined;
  const stop = (code: number) => {
    if (stopping) return;
    // Stopping ends within `delay` even if a request or the database hangs.
    setTimeout(() => {
      app.log.error({ delay }, 'still stopping after the delay: exiting');
      exit(1);
    }, delay).unref();
    stopping = app.close().then(
      () => exit(code),
      (err: unknown) => {
        app.log.error({ err }, 'stopping failed');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) app.log.info(`${signal} again: already stopping`);
      stop(0);
    });
  }
  process.on('uncaughtException', (err) => {
    app.log.error({ err }, 'uncaught exception: stopping');
    stop(1);
  });
}
