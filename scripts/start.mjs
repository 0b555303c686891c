// `npm start`: builds the client and the server when they are missing or older than their sources
// (scripts/build.mjs), then starts the compiled server, `node dist/server/main.js` (client at /, API
// at /api), with the arguments given (e.g. `npm start -- --demo`). No TypeScript runs here: tsx is
// for development (`npm run dev`, the db:* scripts, the tests and benchmarks that start main.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildClient, buildServer, canBuild, clientStale, DEFAULT_CLIENT_DIR, root, SERVER_DIR, serverStale } from './build.mjs';

// The server reads the client from CLIENT_DIR (default dist/client); the build goes to the same place.
const clientDir = process.env.CLIENT_DIR ? resolve(root, process.env.CLIENT_DIR) : DEFAULT_CLIENT_DIR;
try {
  const client = clientStale(clientDir);
  const server = serverStale();
  const built = existsSync(join(clientDir, 'index.html')) && existsSync(join(SERVER_DIR, 'main.js'));
  if ((client || server) && built && !canBuild()) {
    // A release pruned of its devDependencies (docs/deployment.md) whose sources look newer, e.g.
    // touched by a copy: it cannot build, so it runs what `npm run build` made.
    console.warn('The sources look newer than dist/, and the build tools are not installed (npm prune --omit=dev): starting the existing build.');
  } else {
    if (client) {
      console.log('Building the client...');
      buildClient(clientDir);
    }
    if (server) {
      console.log('Building the server...');
      await buildServer();
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// A signal to the whole group (Ctrl-C, systemd, docker stop) reaches the server directly too: it is
// forwarded once, and the server treats a repeated signal as the same request to stop.
const server = spawn(process.execPath, [join(SERVER_DIR, 'main.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, CLIENT_DIR: clientDir } });
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
