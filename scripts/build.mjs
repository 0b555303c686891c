// `npm run build`: the client (Vite) into dist/client and the server (esbuild) into dist/server, what
// production runs (`node dist/server/main.js`, docs/deployment.md). `npm start` (scripts/start.mjs)
// uses the same functions to build only what is missing or older than its sources.
//
// The server is bundled, not type-checked (`npm run typecheck` does that): its own code and the
// contract's become one ES module per program, its packages stay imports of node_modules (all of
// them dependencies, checked below, so `npm prune --omit=dev` keeps them). Vite and esbuild are
// devDependencies, loaded only when something is built: a pruned release that is up to date starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the client is built and read from unless CLIENT_DIR says otherwise (src/server/config.ts). */
export const DEFAULT_CLIENT_DIR = join(root, 'dist/client');
export const SERVER_DIR = join(root, 'dist/server');

/**
 * The programs of dist/server, side by side: each reads the migrations at `./migrations` beside
 * itself (src/server/db/client.ts resolves them from its own module, which the bundle puts here),
 * and main.js starts seed.js for the demo data.
 */
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  seed: 'src/server/db/seed/cli.ts',
  migrate: 'src/server/db/migrate-cli.ts',
  'export-to-postgres': 'src/server/db/export-to-postgres.ts',
};
const MIGRATIONS = 'src/server/db/migrations';

// (Not package-lock.json: `npm prune` rewrites it unchanged, and a pruned release cannot build.)
const CLIENT_SOURCES = ['src/app', 'src/contract', 'public', 'index.html', 'vite.config.ts'];
const SERVER_SOURCES = ['src/server', 'src/contract', 'scripts/build.mjs'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when `built` is missing or older than any file of `sources` (paths from the root). */
function stale(built, sources) {
  if (!existsSync(built)) return true;
  const newest = Math.max(...sources.map((p) => join(root, p)).filter(existsSync).map(newestMtime));
  return newest > statSync(built).mtimeMs;
}

export const clientStale = (clientDir = DEFAULT_CLIENT_DIR) => stale(join(clientDir, 'index.html'), CLIENT_SOURCES);
export const serverStale = (serverDir = SERVER_DIR) => stale(join(serverDir, 'main.js'), SERVER_SOURCES);

const VITE = join(root, 'node_modules/vite/bin/vite.js');
/** The build tools are devDependencies: gone from a release after `npm prune --omit=dev`. */
export const canBuild = () => existsSync(VITE) && existsSync(join(root, 'node_modules/esbuild'));

/** `vite build` into clientDir (emptied first); throws if it fails. */
export function buildClient(clientDir = DEFAULT_CLIENT_DIR) {
  if (!existsSync(VITE)) throw new Error(`The client in ${clientDir} needs building and Vite is not installed: run \`npm ci\` (with the devDependencies) first.`);
  const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building the client failed (vite exit code ${build.status}).`);
}

/**
 * The server's programs, their source maps and the migrations into serverDir, which must be inside
 * the project: the bundles import their packages from its node_modules. Every file is written
 * to a temporary name and renamed over the old one, and files the build no longer makes are removed
 * only afterwards: several `npm start`s building at once (the server tests start several servers)
 * write the same files, and a server starting meanwhile reads either the old file or the new one,
 * never half of one.
 */
export async function buildServer(serverDir = SERVER_DIR) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error(`The server in ${serverDir} needs building and esbuild is not installed: run \`npm ci\` (with the devDependencies) first.`);
  }
  const started = new Date();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // `node --enable-source-maps dist/server/main.js` gives stack traces in the TypeScript's lines.
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  checkExternals(result.metafile);

  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  for (const name of listFiles(join(root, MIGRATIONS))) files.set(join(serverDir, 'migrations', name), readFileSync(join(root, MIGRATIONS, name)));
  // main.js last, dated when the build began (serverStale compares it with the sources): a source
  // saved while it ran is newer, and the next start builds again.
  const main = join(serverDir, 'main.js');
  for (const path of [...[...files.keys()].filter((path) => path !== main), main]) {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, files.get(path));
    if (path === main) utimesSync(temporary, started, started);
    renameSync(temporary, path);
  }
  for (const name of listFiles(serverDir)) {
    if (!files.has(join(serverDir, name)) && !name.endsWith('.tmp')) rmSync(join(serverDir, name), { force: true });
  }
}

/** Every bare import of the bundles must be a dependency (a devDependency is gone after `npm prune --omit=dev`). */
function checkExternals(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size) throw new Error(`The server imports ${[...missing].join(', ')}, not in package.json's dependencies: a production install would not have it.`);
}

/** Files under dir, as paths relative to it. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}

// `node scripts/build.mjs`: both, the client into CLIENT_DIR (default dist/client);
// `node scripts/build.mjs --server-only`: the server alone (tests/e2e/cluster.ts).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = process.env.CLIENT_DIR ? resolve(process.env.CLIENT_DIR) : DEFAULT_CLIENT_DIR;
  const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
  try {
    let started = Date.now();
    if (!process.argv.includes('--server-only')) {
      buildClient(clientDir);
      console.log(`Client built into ${relative(process.cwd(), clientDir) || '.'} in ${seconds(started)} s.`);
      started = Date.now();
    }
    await buildServer();
    console.log(`Server built into ${relative(process.cwd(), SERVER_DIR)} in ${seconds(started)} s.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
