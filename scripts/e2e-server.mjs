// The server for the end-to-end tests, started as `npm start` starts it, on a fresh temporary data
// directory and its own port (E2E_PORT), with a short notification poll interval. The client is
// built into the temporary directory too, so that several runs never share a build. Its output
// (JSON lines at level info) goes to E2E_LOG, which the last test reads for secrets.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
const logFile = process.env.E2E_LOG;
if (!logFile) throw new Error('E2E_LOG must name the log file (playwright.config.ts sets it)');
const log = openSync(logFile, 'w');
const child = spawn(process.execPath, [new URL('./start.mjs', import.meta.url).pathname], {
  stdio: ['ignore', log, log],
  env: { ...process.env, DATA_DIR: join(dataDir, 'data'), CLIENT_DIR: join(dataDir, 'client'), PORT: process.env.E2E_PORT ?? '8190', LOG_LEVEL: 'info', NOTIFICATION_POLL_MS: '1000', LOGIN_RATE_LIMIT: '100000', DATABASE_URL: '' },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  closeSync(log);
  if (code) console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
