// Proves the generated access matrix (tests/server/matrix.ts) can fail: for every single-entry
// change of the access table (one role added to or removed from one screen or one declared verb),
// the server is built serving the changed table and the matrix, expecting the real table, must
// report at least one wrong cell. Changes that alter no served endpoint's rule (the endpoint is also
// granted by another screen, or is not served yet) cannot be told apart and are counted apart.
// Run: npx tsx scripts/access-mutations.ts
import type { Endpoint } from '../src/contract';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { MEMORY, openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { callers, changesServedRules, mutations, runMatrix, Sessions } from '../tests/server/matrix';

const database = await openDatabase({ dataDir: MEMORY });
await database.migrate();
await seedDemo(database.db, { appUsers: 60 });
const reference = await buildApp(testConfig(), { database });
await reference.ready();
const served = (endpoint: Endpoint) => {
  const [method, path] = endpoint.split(' ') as ['GET', string];
  return reference.hasRoute({ method, url: `/api${path}` });
};
const everyone = await callers(database.db);

const all = mutations();
let killed = 0;
let equivalent = 0;
const survived: string[] = [];
const started = Date.now();
for (const mutation of all) {
  if (!changesServedRules(mutation, served)) {
    equivalent++;
    continue;
  }
  const mutant = await buildApp(testConfig(), { database, screens: mutation.screens });
  const cells = await runMatrix(mutant, new Sessions(() => mutant), everyone);
  await mutant.close();
  if (cells.some((c) => c.expected !== c.actual)) killed++;
  else survived.push(mutation.name);
}
await reference.close();
await database.close();
console.log(`single-entry mutations of the access table: ${all.length}`);
console.log(`  change a served endpoint's rule: ${killed + survived.length}, caught by the matrix: ${killed}, missed: ${survived.length}`);
console.log(`  change no served rule (also granted elsewhere, or not served yet): ${equivalent}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const name of survived) console.log(`  MISSED: ${name}`);
process.exit(survived.length === 0 ? 0 : 1);
