import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { embeddedDatabaseExists, openConfigured, type Database } from './db/client';
import { hasUsers, seedReference } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/users';
import { defaultSliceSize, NotificationSender } from './jobs/notification-sender';
import { stopOnSignals } from './shutdown';

/** Migrates, fills demo data on first start (embedded database, or PostgreSQL with --demo), listens. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  const open = () => openConfigured(config);
  // The demo data is written by its own short-lived process (`npm run db:seed`), and so, on the
  // first start, is the embedded database itself: creating it (initdb) and filling it peak at about
  // 900 MB, and PGlite's memory never shrinks, so a server that did them in-process kept that peak
  // for as long as it ran (docs/performance.md).
  let seeded = !config.DATABASE_URL && !embeddedDatabaseExists(config.DATA_DIR);
  if (seeded) await seedInItsOwnProcess();
  let database: Database = await open();
  await database.migrate();
  await seedReference(database.db);
  const wantsDemo = database.kind === 'pglite' || process.argv.includes('--demo');
  if (wantsDemo && !(await hasUsers(database.db))) {
    await database.close();
    await seedInItsOwnProcess();
    database = await open();
    seeded = true;
  }

  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  // The notification sender runs in every server process (exactly once across them: see
  // docs/notifications.md). onClose hooks run last-registered first: it stops before the database closes.
  const sender = new NotificationSender(database.db, {
    pollMs: config.NOTIFICATION_POLL_MS,
    batchSize: config.NOTIFICATION_BATCH_SIZE,
    sliceSize: config.NOTIFICATION_SLICE_SIZE ?? defaultSliceSize(database.kind),
    log: app.log,
  });
  app.addHook('onClose', () => sender.stop());
  // A rejection nobody awaited is a bug to log, not a reason to stop serving everyone.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  stopOnSignals(app);

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  sender.start();
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const store = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n${config.PRODUCT_NAME} back-office running at ${url}  (API ${url}/api, docs ${url}/api/docs; ${store})`);
  if (wantsDemo) {
    console.log(`${seeded ? 'Demo data created. ' : ''}Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}\n`);
  }
}

/**
 * Runs `npm run db:seed` with this process's settings, and waits for it: the compiled server
 * (dist/server/main.js, scripts/build.mjs) runs the compiled seed.js beside it; the TypeScript source
 * run through tsx (development, tests) runs src/server/db/seed/cli.ts the same way.
 */
async function seedInItsOwnProcess(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const compiled = import.meta.url.endsWith('.js');
  const program = compiled ? [fileURLToPath(new URL('./seed.js', import.meta.url))] : ['--import', 'tsx', fileURLToPath(new URL('./db/seed/cli.ts', import.meta.url))];
  const child = spawn(process.execPath, program, { cwd: root, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => child.on('exit', resolve).on('error', reject));
  if (code !== 0) throw new Error(`Writing the demo data failed (exit code ${code}).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
