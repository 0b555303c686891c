// How much hand-written code one declared resource costs, and how much of it is facts about it:
//   node scripts/resource-cost.mjs webinars
// Counts the declaration (src/contract/resources/<name>.ts), its Drizzle table (the pgTable block
// in src/server/db/schema/), its demo data (src/server/db/seed/<name>.ts, when it has its own), and
// every line naming it (case aside) in the registration files. A line is
// plumbing when it is an import/export, a comment, only brackets and punctuation, or a wrapper
// call (defineResource, pgTable); every other line states a fact (a field, label, path, role,
// message, column, index).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/resource-cost.mjs <declaration name, e.g. webinars>');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), 'utf8').split('\n');

const declaration = read(`src/contract/resources/${name}.ts`);
const tableName = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
let table = [];
for (const file of readdirSync(join(root, 'src/server/db/schema'))) {
  const lines = read(`src/server/db/schema/${file}`);
  const start = lines.findIndex((l) => new RegExp(`pgTable\\(\\s*$|pgTable\\('${tableName}'`).test(l) && lines.slice(lines.indexOf(l), lines.indexOf(l) + 2).join(' ').includes(`'${tableName}'`));
  if (start < 0) continue;
  let end = start;
  while (end < lines.length && !/^\);/.test(lines[end])) end++;
  const doc = start > 0 && lines[start - 1].startsWith('/**') ? start - 1 : start;
  table = lines.slice(doc, end + 1);
}
const seed = existsSync(join(root, `src/server/db/seed/${name}.ts`)) ? read(`src/server/db/seed/${name}.ts`) : [];
const registrations = ['src/contract/access.ts', 'src/contract/resources/index.ts', 'src/server/db/schema/index.ts', 'src/server/resources/index.ts', 'src/server/db/seed/index.ts'].flatMap((file) =>
  read(file).filter((l) => new RegExp(name, 'i').test(l)),
);

const plumbing = (line) => {
  const t = line.trim();
  return (
    /^(import|export \*|export \{)/.test(t) ||
    /^(\/\/|\/\*\*|\*)/.test(t) ||
    /^[\s{}()[\],;]*$/.test(t) ||
    /defineResource\(\{$|= pgTable\($/.test(t) ||
    /^export const \w+ = (defineResource\(\{|pgTable\()$/.test(t)
  );
};
const report = (title, lines) => {
  const code = lines.filter((l) => l.trim() !== '');
  const facts = code.filter((l) => !plumbing(l)).length;
  console.log(`${title.padEnd(14)} ${String(code.length).padStart(4)} lines, ${String(facts).padStart(4)} facts`);
  return { lines: code.length, facts };
};
const parts = [report('declaration', declaration), report('table', table), report('seed', seed), report('registration', registrations)];
const lines = parts.reduce((n, p) => n + p.lines, 0);
const facts = parts.reduce((n, p) => n + p.facts, 0);
console.log(`${'total'.padEnd(14)} ${String(lines).padStart(4)} lines, ${String(facts).padStart(4)} facts (${Math.round((100 * facts) / lines)}%)`);
