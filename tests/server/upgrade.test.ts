import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

// An upgrade: a database migrated by one version gets the migrations of the next. This file runs
// its own copy of the migrations folder (MIGRATIONS_DIR, read once, when client.ts is loaded: so
// loaded here, not imported, nor anything that imports it), to which the "next version" adds one.
const migrationsDir = mkdtempSync(join(tmpdir(), 'migrations-'));
cpSync(fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url)), migrationsDir, { recursive: true });
process.env.MIGRATIONS_DIR = migrationsDir;
const { MEMORY, openDatabase } = await import('../../src/server/db/client');
const { throwawayDatabases } = await import('./helper');
delete process.env.MIGRATIONS_DIR;

const url = process.env.DATABASE_URL;
const throwaway = url ? throwawayDatabases(url, 'test_upgrade') : undefined;
afterAll(async () => {
  await throwaway?.dropAll();
  rmSync(migrationsDir, { recursive: true, force: true });
});

/** One more migration in the folder, dated after the last: it rewrites users (a volatile default fills every row). */
function addMigrationRewritingUsers(): void {
  const journalFile = join(migrationsDir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: ({ idx: number; when: number } & Record<string, unknown>)[] };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_upgrade_probe`;
  writeFileSync(join(migrationsDir, `${tag}.sql`), `ALTER TABLE "users" ADD COLUMN "upgrade_probe" text DEFAULT md5(random()::text);\n`);
  journal.entries.push({ idx: last.idx + 1, version: '7', when: last.when + 1, tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
}

it('an upgrade leaves the tables it rewrote readable from their indexes alone (vacuumed), and a database with nothing to apply is left as it is', { timeout: 60_000 }, async () => {
  const database = await openDatabase({ dataDir: MEMORY, databaseUrl: await throwaway?.create() });
  try {
    const { db } = database;
    await database.migrate();
    await db.execute(sql`insert into users (id_utilizador, nome) select 'atualizacao' || i, 'Nome ' || i from generate_series(1, 3000) i`);
    const pages = async () => {
      const result = (await db.execute(sql`select relpages as pages, relallvisible as visible from pg_class where oid = 'users'::regclass`)) as unknown as { rows: { pages: number; visible: number }[] };
      return result.rows.map((r) => ({ pages: Number(r.pages), visible: Number(r.visible) }))[0];
    };
    await database.migrate();
    expect((await pages()).visible).toBe(0);

    addMigrationRewritingUsers();
    await database.migrate();
    const after = await pages();
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
  } finally {
    await database.close();
  }
});
