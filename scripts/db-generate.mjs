// `npm run db:generate -- --name <what>`: drizzle-kit's migration from the schema's change, kept after
// every earlier one. drizzle-kit stamps an entry of meta/_journal.json with the clock, and the
// migrator applies to an existing database only migrations stamped after the last one it applied;
// some entries here were stamped ahead of the clock, so a new one stamped by it would be skipped on
// every upgraded database. Each entry not after its predecessor is moved one second after it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { status } = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (status !== 0) process.exit(status ?? 1);

const journalFile = `${root}src/server/db/migrations/meta/_journal.json`;
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
let moved = 0;
for (let i = 1; i < journal.entries.length; i++) {
  const previous = journal.entries[i - 1].when;
  if (journal.entries[i].when <= previous) {
    journal.entries[i].when = previous + 1000;
    moved++;
  }
}
if (moved) {
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`db:generate: ${moved} journal entr${moved === 1 ? 'y' : 'ies'} stamped after the one before`);
}
