import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { auditLog, files } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { exportToPostgres } from '../../src/server/db/export-to-postgres';
import { throwawayDatabases, withClient } from './helper';

/**
 * `npm run db:export-to-postgres`: a small embedded database (demo data, a few audit rows, a file)
 * copied into a throw-away PostgreSQL database, then compared table by table, row by row. Needs a
 * PostgreSQL server: DATABASE_URL (the server suite's PostgreSQL pass) or TEST_DATABASE_URL (CI sets
 * it for the PGlite pass too), so that it runs wherever CI has PostgreSQL.
 */
const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const root = new URL('../..', import.meta.url).pathname;

/** Runs the npm script's command; its exit code and output. */
function runExport(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/db/export-to-postgres.ts')], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Every row of every table of the public schema as text, sorted: the whole content, comparable. */
async function contentOf(query: (q: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<Map<string, string[]>> {
  await query("SET TimeZone = 'UTC'");
  await query('SET extra_float_digits = 1');
  const tables = (await query("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map((r) => String(r.name));
  const content = new Map<string, string[]>();
  for (const t of tables) content.set(t, (await query(`SELECT t::text AS r FROM "${t}" t ORDER BY 1`)).rows.map((r) => String(r.r)));
  return content;
}

describe.skipIf(!url)('npm run db:export-to-postgres (PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL)', { timeout: 180_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'export-to-postgres-'));
  const dataDir = join(work, 'data');
  const throwaway = throwawayDatabases(url!, 'test_export');
  let source: Map<string, string[]>;

  const emptyDatabase = throwaway.create;

  beforeAll(async () => {
    const embedded: Database = await openDatabase({ dataDir });
    await embedded.migrate();
    await seedDemo(embedded.db, { appUsers: 40 });
    await embedded.db.insert(auditLog).values(
      Array.from({ length: 5 }, (_, i) => ({ userId: 'admin', role: 'ADMIN', action: 'alterar', resource: 'users', route: 'PUT /users/:id', recordId: String(i), before: { i, texto: 'antes "aspas"' }, after: { i, lista: [1, 2.5, null] } })),
    );
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await embedded.db.insert(files).values({ contentType: 'image/png', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes });
    source = await contentOf((q) => embedded.db.execute(sql.raw(q)) as unknown as Promise<{ rows: Record<string, unknown>[] }>);
    await embedded.close();
  }, 180_000); // an embedded database migrated and seeded: past a minute beside a CPU hog

  afterAll(async () => {
    await throwaway.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  it('copies every table, row for row, prints the counts, and leaves identity sequences where they were', async () => {
    const target = await emptyDatabase();
    const { code, output } = await runExport({ DATA_DIR: dataDir, DATABASE_URL: target });
    expect(code, output).toBe(0);
    expect(source.get('users')!.length).toBeGreaterThan(40);
    expect(source.get('audit_log')).toHaveLength(5);
    for (const [table, rows] of source) expect(output, table).toMatch(new RegExp(`^${table} +${rows.length}$`, 'm'));

    const copied = await withClient(target, (c) => contentOf((q) => c.query(q)));
    expect([...copied.keys()]).toEqual([...source.keys()]);
    for (const [table, rows] of source) expect(copied.get(table), table).toEqual(rows);

    // The next audit row gets the next id, not one the copy already used.
    const next = await withClient(target, (c) =>
      c.query<{ id: string }>("INSERT INTO audit_log (action, resource, route) VALUES ('criar', 'bugs', 'POST /bugs') RETURNING id::text AS id"),
    );
    expect(Number(next.rows[0].id)).toBe(6);
  });

  it('in small batches, through the function, the same content', async () => {
    const target = await emptyDatabase();
    const lines: string[] = [];
    const counts = await exportToPostgres({ dataDir, databaseUrl: target, batchRows: 7, log: (l) => lines.push(l) });
    expect(Object.fromEntries(counts.map((c) => [c.table, c.rows]))).toEqual(Object.fromEntries([...source].map(([t, rows]) => [t, rows.length])));
    const copied = await withClient(target, (c) => contentOf((q) => c.query(q)));
    for (const [table, rows] of source) expect(copied.get(table), table).toEqual(rows);
    expect(lines.at(-1)).toMatch(/^\d+ tables, \d+ rows copied\.$/);
  });

  it('refuses a database that already holds data, and changes nothing in it', async () => {
    const target = await emptyDatabase();
    expect((await runExport({ DATA_DIR: dataDir, DATABASE_URL: target })).code).toBe(0);
    const before = await withClient(target, (c) => contentOf((q) => c.query(q)));
    const again = await runExport({ DATA_DIR: dataDir, DATABASE_URL: target });
    expect(again.code, again.output).toBe(1);
    expect(again.output).toMatch(/already holds data \(\w+: \d+ rows\): export into a new, empty database/);
    expect(await withClient(target, (c) => contentOf((q) => c.query(q)))).toEqual(before);
  });

  it('refuses while a server holds the data directory, and without DATABASE_URL', async () => {
    const target = await emptyDatabase();
    const running = await openDatabase({ dataDir });
    try {
      const refused = await runExport({ DATA_DIR: dataDir, DATABASE_URL: target });
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(/is in use by process \d+/);
    } finally {
      await running.close();
    }
    const tables = await withClient(target, (c) => c.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"));
    expect(tables.rows[0].n).toBe(0);

    const noUrl = await runExport({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(noUrl.code).toBe(2);
    expect(noUrl.output).toMatch(/Set DATABASE_URL/);
    const noData = await runExport({ DATA_DIR: join(work, 'nothing-here'), DATABASE_URL: target });
    expect(noData.code).toBe(1);
    expect(noData.output).toMatch(/No embedded database in/);
  });
});
