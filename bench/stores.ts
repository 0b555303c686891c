import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwawayDatabase } from './throwawayDatabase';

/** Where a benchmark's servers keep their data: the settings naming it, and how to remove it. */
export interface Store {
  label: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** A new embedded data directory for the benchmark `name`. */
export async function pgliteStore(name: string): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  return { label: 'PGlite', env: { DATA_DIR: dir, DATABASE_URL: '' }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new database for the benchmark `name` on the PostgreSQL server of DATABASE_URL. */
export async function postgresStore(name: string): Promise<Store> {
  const db = await throwawayDatabase(`bench_${name}`);
  return { label: 'PostgreSQL', env: { DATABASE_URL: db.url }, cleanup: db.drop };
}
