import { loadConfig } from '../../config';
import { openConfigured } from '../client';
import { hasUsers, seedDemo } from '.';
import { seedScale } from './scale';

/**
 * npm run db:seed [-- --app-users N]: fills an empty database with the demo data set.
 * npm run db:seed -- --scale N: then adds N suggestions, N/5 app users, N/10 HR requests and N/50 enrolments
 * (seed/scale.ts), on a database with the demo data or an empty one.
 */
const config = loadConfig();
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a whole number (got ${process.argv[at + 1]})`);
  return value;
};
const scale = option('--scale');
const database = await openConfigured(config);
await database.migrate();
if (!(await hasUsers(database.db))) {
  await seedDemo(database.db, { appUsers: option('--app-users') });
  console.log('Demo data written.');
} else if (scale === undefined) {
  console.error('The database already has users; demo data is only written to an empty database.');
  process.exitCode = 1;
}
if (scale !== undefined) {
  const started = Date.now();
  const added = await seedScale(database.db, scale);
  console.log(`Scale data added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${added.suggestions} suggestions, ${added.users} app users, ${added.hrRequests} HR requests, ${added.enrolments} enrolments.`);
}
await database.close();
