import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { hasUsers, seedDemo } from '.';

/** npm run db:seed [-- --app-users N]: fills an empty database with the demo data set. */
const config = loadConfig();
const countArg = process.argv.indexOf('--app-users');
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
await database.migrate();
if (await hasUsers(database.db)) {
  console.error('The database already has users; demo data is only written to an empty database.');
  process.exitCode = 1;
} else {
  await seedDemo(database.db, { appUsers: countArg > 0 ? Number(process.argv[countArg + 1]) : undefined });
  console.log('Demo data written.');
}
await database.close();
