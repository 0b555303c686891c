import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './processes';
import { median } from './load';
const CALLS = ['/dashboard/cards', '/vistas?path=%2Fadmin%2Fnotifications', '/notifications/all', '/notifications/type', '/notifications/type/me', '/questoesrh?limit=10&page=0', '/questoesrh/type', '/tutorias/', '/tutorias/availableManagers', '/tutorias/availableMentors', '/tutorias/availableMentees', '/tutorias/interactions?academicYear=2026%2F2027', '/webinares', '/feiraEmprego', '/admin/audit?limit=25&page=0', '/users?limit=25&page=0', '/bugs?limit=25&page=0', '/mentoriasProfissionais/overview', '/tutorias/mathPhysicsReport?academicYear=2026%2F2027', '/users/medabandono', '/backoffice/verifytoken'];
async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'at-'));
  const server = await startServer('scripts/start.mjs', { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' }, '/api/health');
  const answer = await fetch(`${server.url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo' }) });
  const token = ((await answer.json()) as { token: string }).token;
  const base: number[] = [];
  for (let i = 0; i < 30; i++) { const s = performance.now(); await fetch(`${server.url}/api/health`); base.push(performance.now() - s); }
  console.log(`health ${median(base).toFixed(1)} ms`);
  for (const c of CALLS) {
    const t: number[] = []; let status = 0; let bytes = 0;
    for (let i = 0; i < 20; i++) { const s = performance.now(); const r = await fetch(`${server.url}/api${c}`, { headers: { 'access-token': token } }); const b = await r.arrayBuffer(); t.push(performance.now() - s); status = r.status; bytes = b.byteLength; }
    console.log(`${c.padEnd(55)} ${status} ${median(t).toFixed(1).padStart(6)} ms ${(bytes / 1024).toFixed(1)} KiB`);
  }
  await server.stop();
}
void main();
