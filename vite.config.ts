import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type BuildOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** react-admin and the libraries it brings, as the screens share them. */
const REACT_ADMIN = /node_modules[\\/](ra-core|ra-ui-materialui|react-admin|ra-i18n-polyglot|@tanstack|react-hook-form|@hookform|react-router|react-router-dom|lodash|inflection|query-string|node-polyglot|react-error-boundary|jsonexport|react-dropzone)[\\/]/;
/**
 * MUI, emotion and what they use (its date pickers, MUI X, are a chunk of their own, loaded with the
 * first form that needs them). MUI's own dependencies are here, not with react-admin, which uses MUI:
 * two chunks importing each other are evaluated in an order where one reads the other's exports before
 * they exist ('r is not a function').
 */
const MUI = /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|icons-material|private-theming)|@emotion|clsx|react-is|prop-types|react-transition-group|@popperjs|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
/** The product's own code. */
const OURS = /[\\/]src[\\/](app|contract)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { isEntry: boolean; importers: string[]; dynamicImporters: string[] } | null };

/**
 * Does the sign-in page load this module, a chain of static imports leading to it from the entry
 * (src/app/main.tsx)? Such a module stays out of the shared chunks: the sign-in page would load them.
 */
function signInPageLoads(id: string, graph: ModuleGraph, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // an import cycle leads nowhere new
  const info = graph.getModuleInfo(id);
  // The page's entry: the one entry no module imports (the screens' are imported on demand).
  const loads = Boolean(info && ((info.isEntry && info.dynamicImporters.length === 0) || info.importers.some((importer) => signInPageLoads(importer, graph, known))));
  known.set(id, loads);
  return loads;
}

/**
 * The back-office's own chunk: the product's code the screens share, less what is loaded on first use
 * (the pickers, the spreadsheet writer, each screen) and what the sign-in page loads.
 */
function backOfficeChunkOf(known: Map<string, boolean>) {
  return (id: string, graph: ModuleGraph): string | null => (OURS.test(id) && !graph.getModuleInfo(id)?.dynamicImporters.length && !signInPageLoads(id, graph, known) ? 'back-office' : null);
}

/**
 * The contract's modules only declare (schemas, tables, constants): one whose exports a chunk does
 * not use is left out of it, so a signed-in page no longer builds every screen's schemas when the
 * back-office loads. zodLocale.ts sets zod's messages when imported. (bench/bundle.ts builds with it.)
 *
 * What the screens share comes in three chunks, MUI's, react-admin's and the back-office's own (and
 * React in one), not in the 40-odd small ones the bundler made of each set of screens sharing a few
 * modules (a single icon, a Stack, a helper): each file costs the page's main thread a request, a
 * response and a module to link, and a screen by address loaded about 55 (`npm run bench --
 * screenTrace`: tasks outside any script or rendering, 62 ms against react-admin alone's 8). Now
 * about 20; a screen by address comes in 0.85-1.00x the time with MUI's and react-admin's chunks, and
 * 0.89-1.03x that again with the back-office's (`npm run bench -- screenTimes`, six screens each),
 * though each page now evaluates all of what the screens share. Modules run in the order of their
 * imports whatever chunk holds them (`strictExecutionOrder`): the back-office's chunk and a screen's
 * import each other's modules, and one read the other's exports before they existed. What the
 * sign-in page loads stays out (react-admin's HttpError, used by its http.ts; our modules it imports):
 * it loads none of the three (e2e, signin.spec.ts).
 */
export const rolldownOptions = {
  treeshake: {
    moduleSideEffects: [
      { test: /\/src\/contract\/zodLocale\.ts$/, sideEffects: true },
      { test: /\/src\/contract\//, sideEffects: false },
    ],
  },
  output: {
    strictExecutionOrder: true,
    codeSplitting: {
      groups: [
        { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
        { name: 'mui', test: MUI, minShareCount: 2, priority: 2 },
        { name: 'react-admin', test: (id: string) => REACT_ADMIN.test(id) && !id.includes('HttpError'), minShareCount: 2, priority: 1 },
        { name: backOfficeChunkOf(new Map()), debugName: 'back-office', minShareCount: 2, includeDependenciesRecursively: false },
      ],
    },
  },
} satisfies BuildOptions['rolldownOptions'];

// `npm run dev`: the client with hot reload on 5173, the API proxied to the server on PORT (8080).
export default defineConfig({
  plugins: [react(), precompress(), muiNumbersOnFirstUse()],
  // zod in jitless mode (src/app/zodJitless.ts): no eval probe under the CSP. Only `zod` itself; the shim imports `zod/v4`.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zodJitless.ts', import.meta.url)) }] },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist/client', // where the server reads it (CLIENT_DIR); the server is built to dist/server
    rolldownOptions,
  },
});

/**
 * MUI makes an Intl.NumberFormat when a module is evaluated, in two places: its pt-PT locale
 * (theme.ts), for the pager's label that react-admin replaces with its own, and its TablePagination
 * (an 'en-US' default, in every list's chunk). Each loads a locale's data: 20 ms on the main thread on
 * every start of the back-office in a fresh renderer process, and 11 ms more when a list's chunk is
 * evaluated (`npm run bench -- screenProfile`, /admin/users by address). Their `buildFormatNumber` is
 * resolved to src/app/muiFormatNumber.ts, the same formatter made on its first use.
 */
export function muiNumbersOnFirstUse(): Plugin {
  const lazy = fileURLToPath(new URL('./src/app/muiFormatNumber.ts', import.meta.url));
  return {
    name: 'mui-numbers-on-first-use',
    enforce: 'pre',
    resolveId: (source, importer) => (importer?.includes('/@mui/material/') && source.endsWith('/buildFormatNumber.mjs') ? lazy : null),
  };
}

/** Text assets worth compressing; smaller files are sent as they are. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at the
 * best levels; the server sends the copy the browser accepts (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const path = join(dir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
