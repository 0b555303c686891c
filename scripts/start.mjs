// `npm start`: builds the client when it is missing or older than its sources, then starts the
// one server (client at /, API at /api) with the arguments given (e.g. `npm start -- --demo`).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The server reads the client from CLIENT_DIR (default ./dist); the build goes to the same place.
const clientDir = resolve(root, process.env.CLIENT_DIR || 'dist');
const built = join(clientDir, 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['src/app', 'src/contract', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('Building the client...');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A signal to the whole group (Ctrl-C, systemd, docker stop) reaches the server directly too: it is
// forwarded once, and the server treats a repeated signal as the same request to stop.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, CLIENT_DIR: clientDir } });
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
