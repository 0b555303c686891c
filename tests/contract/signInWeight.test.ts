/**
 * The sign-in page stays light (issue 49): what `src/app/main.tsx` imports statically (the first
 * download; the back-office comes by `import()`) reaches neither zod nor MUI. zod came in once
 * through one constant of a schema module, and the page grew from 76 to 101 KiB gzipped
 * (`npm run bench:bundle` measures it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
/** Static imports and re-exports, not `import type` and not `import()`. */
const STATIC = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('.css') && /\.tsx?$/.test(path));
}

/** Every module of the static import graph from `entry`, and the packages each imports. */
function graph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const packages: string[] = [];
    seen.set(file, packages);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (spec.startsWith('.')) {
        const next = resolve(file, spec);
        if (next) visit(next);
      } else packages.push(spec);
    }
  };
  visit(entry);
  return seen;
}

describe("the sign-in page's first download", () => {
  const modules = graph(join(root, 'src/app/main.tsx'));

  it('follows the page through its own modules (the check is not empty)', () => {
    expect([...modules.keys()].map((file) => relative(root, file))).toEqual(expect.arrayContaining(['src/app/SignInPage.tsx', 'src/app/layout/LoginForm.tsx', 'src/app/providers/http.ts']));
  });

  it('imports neither zod nor MUI', () => {
    const heavy = [...modules].flatMap(([file, packages]) => packages.filter((p) => p === 'zod' || p.startsWith('zod/') || p.startsWith('@mui/')).map((p) => `${relative(root, file)} -> ${p}`));
    expect(heavy).toEqual([]);
  });
});
