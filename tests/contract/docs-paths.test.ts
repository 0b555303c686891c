/**
 * Docs that cannot drift (issue 48): every file or folder the documentation names in backquotes
 * (`src/server/audit.ts`, `tests/server/events.test.ts`, or a shorter tail such as
 * `events/readable.ts` or `audit.test.ts`) is a file or folder of the repository. A rename that
 * leaves a document behind fails here, naming the document and the path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

/** Every file and folder of the repository, relative to its root. */
function entries(dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    found.push(relative(root, path));
    if (entry.isDirectory()) entries(path, found);
  }
  return found;
}

const DOCUMENTS = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const FILE = /\.(ts|tsx|mjs|md|sql|json|sh)$/;
const FOLDER = /^(src|tests|docs|scripts|bench)\//;

/** What a document names in backquotes that reads as a path (placeholders like `<name>` and globs aside), without `#anchor` or `:line`. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, quoted]) => quoted.replace(/(#.*|:\d.*)$/, '').replace(/\/$/, ''))
    .filter((quoted) => (FILE.test(quoted) || FOLDER.test(quoted)) && !/[<*{]/.test(quoted));
}

describe('the paths the documentation names', () => {
  const all = entries();
  const exists = (path: string) => all.some((entry) => entry === path || entry.endsWith(`/${path}`));

  it('reads paths from every document (the check is not empty)', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(10);
    expect(DOCUMENTS.flatMap((doc) => pathsIn(readFileSync(join(root, doc), 'utf8'))).length).toBeGreaterThan(300);
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (doc) => {
    expect(pathsIn(readFileSync(join(root, doc), 'utf8')).filter((path) => !exists(path))).toEqual([]);
  });
});
