// `npm run test:guide [-- --keep]`: follows docs/adding-a-resource.md on a copy of this checkout, as a
// new maintainer would, and checks that the area it adds works with nothing else written.
//
// 1. Copies the working tree (workingTree.mjs: committed or not, nothing ignored) into a temporary
//    directory; node_modules is linked, not copied.
// 2. Applies the guide's marked blocks in order. A block follows a comment naming what to do:
//      <!-- guide: new <path> -->                 writes the file (it must not exist);
//      <!-- guide: into <path> after "<line>" --> inserts the block after the one line that reads so;
//      <!-- guide: run -->                        runs each line in bash, at the copy's root.
// 3. Checks that the guide's declaration is tests/fixtures/housing.ts's (the same Alojamento, tested
//    in every run), then runs typecheck, the area's generated server tests (PGlite) and
//    scripts/resource-cost.mjs, whose total must stay within MAX_LINES.
// Prints each step's time; exits 1 on the first failure. --keep leaves the copy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyWorkingTree } from './workingTree.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const GUIDE = 'docs/adding-a-resource.md';
const AREA = { name: 'housing', path: 'alojamentos', fixture: 'tests/fixtures/housing.ts' };
const MAX_LINES = 120;
const keep = process.argv.includes('--keep');

const copy = mkdtempSync(join(tmpdir(), 'guide-check-'));
const began = Date.now();
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, DATABASE_URL: '', TEST_DATABASE_URL: '' };

function fail(message) {
  console.error(`guide-check: ${message}${keep ? `\n  (the copy: ${copy})` : ''}`);
  if (!keep) rmSync(copy, { recursive: true, force: true });
  process.exit(1);
}

function step(title, work) {
  const started = Date.now();
  work();
  console.log(`guide-check: ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', stdio: options.capture ? 'pipe' : 'inherit' });
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} exited ${result.status}${options.capture ? `\n${result.stdout}${result.stderr}` : ''}`);
  return result.stdout ?? '';
}

/** The guide's marked blocks, in order: what to do, and the block's text. */
function blocksOf(markdown) {
  const pattern = /<!-- guide: (.+?) -->\n```\w*\n([\s\S]*?)```/g;
  return [...markdown.matchAll(pattern)].map(([, what, text]) => ({ what, text }));
}

function apply({ what, text }) {
  const created = /^new (\S+)$/.exec(what);
  const inserted = /^into (\S+) after "(.+)"$/.exec(what);
  if (created) {
    const file = join(copy, created[1]);
    if (existsSync(file)) fail(`the guide writes ${created[1]}, which exists already`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  } else if (inserted) {
    const file = join(copy, inserted[1]);
    if (!existsSync(file)) fail(`the guide adds to ${inserted[1]}, which does not exist`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.flatMap((line, i) => (line.trim() === inserted[2] ? [i] : []));
    if (at.length !== 1) fail(`the guide adds after "${inserted[2]}" in ${inserted[1]}: ${at.length} such lines there, not one`);
    lines.splice(at[0] + 1, 0, ...text.replace(/\n$/, '').split('\n'));
    writeFileSync(file, lines.join('\n'));
  } else if (what === 'run') {
    for (const line of text.split('\n').filter((l) => l.trim())) run('bash', ['-c', line]);
  } else {
    fail(`the guide says "${what}": not new, into or run`);
  }
}

step('copied the checkout', () => {
  copyWorkingTree(root, copy);
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});

const guide = readFileSync(join(root, GUIDE), 'utf8');
const blocks = blocksOf(guide);
step(`applied the guide's ${blocks.length} blocks`, () => {
  if (!blocks.length) fail(`${GUIDE} has no marked block`);
  blocks.forEach(apply);
});

step(`the guide's declaration is ${AREA.fixture}'s`, () => {
  const declared = readFileSync(join(copy, `src/contract/resources/${AREA.name}.ts`), 'utf8');
  const body = declared.slice(declared.indexOf('\nconst ') + 1).trim();
  if (!readFileSync(join(root, AREA.fixture), 'utf8').includes(body)) fail(`the declaration in ${GUIDE} differs from the one in ${AREA.fixture}: keep them the same`);
});

step('typecheck', () => run('tsc', ['-p', 'tsconfig.json', '--noEmit']));

step(`the generated tests of ${AREA.name}`, () =>
  run('vitest', ['run', '--project', 'server', 'tests/server/declaredResources.test.ts', 'tests/server/concurrency.test.ts', 'tests/server/changeCapture.test.ts', '-t', `${AREA.name}|/${AREA.path}`]),
);

step(`its hand cost is within ${MAX_LINES} lines`, () => {
  const report = run('node', ['scripts/resource-cost.mjs', AREA.name], { capture: true });
  console.log(report.trimEnd());
  const total = Number(/^total\s+(\d+) lines/m.exec(report)?.[1]);
  if (!(total <= MAX_LINES)) fail(`${AREA.name} costs ${total} hand-written lines, over ${MAX_LINES}`);
});

if (!keep) rmSync(copy, { recursive: true, force: true });
console.log(`guide-check: passed in ${((Date.now() - began) / 1000).toFixed(0)} s${keep ? `; the copy: ${copy}` : ''}`);
