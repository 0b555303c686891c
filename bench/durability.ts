// SIGKILL during acknowledged writes on the embedded database, 20 trials: the server as `npm start`
// runs it is killed (the whole group) while suggestions are written; after each trial it must
// reopen, and at the end every acknowledged suggestion must be there. Not in `npm test` (3 trials are):
//   npx tsx bench/durability.ts        (DURABILITY_TRIALS, default 20)
import { leftovers, start, stopGroup, storedSuggestions, workspace, writeUntilKilled } from '../tests/server/durability';

const TRIALS = Number(process.env.DURABILITY_TRIALS ?? 20);
const { dataDir, clientDir } = workspace();
const acknowledged: string[] = [];
let reopenFailures = 0;
for (let trial = 0; trial < TRIALS; trial++) {
  const server = await start(dataDir, clientDir);
  if (server.process.exitCode !== null) {
    reopenFailures++;
    console.log(`trial ${trial + 1}: did not reopen\n${server.output()}`);
    continue;
  }
  acknowledged.push(...(await writeUntilKilled(server, 300 + Math.floor(Math.random() * 700))));
}
const server = await start(dataDir, clientDir);
const stored = await storedSuggestions(server.base);
console.log(`durability: ${TRIALS} SIGKILLs mid-write on the embedded database: ${acknowledged.length} acknowledged writes, ${acknowledged.filter((t) => !stored.has(t)).length} lost, ${reopenFailures} failed reopenings`);
console.log(`  after a SIGTERM: ${await stopGroup(server, 'SIGTERM')} ms to stop, leftovers: ${leftovers(dataDir).join(', ') || 'none'}`);
