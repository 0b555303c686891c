/**
 * `npm run db:export-to-postgres`: copies the embedded PGlite database (DATA_DIR, default ./data)
 * into the empty PostgreSQL database at DATABASE_URL, for moving from one process to several
 * (docs/deployment.md).
 *
 * - The data directory is locked as a server locks it: refused while a server runs on it.
 * - Both databases are migrated first with this version's migrations (the same schema on both
 *   sides); the target must then hold no rows at all.
 * - Every table of the public schema is copied, parents before children (foreign keys stay checked),
 *   in batches, in ONE transaction on the target: it all arrives or nothing does. Values travel as
 *   text (PostgreSQL's own output and input functions, as COPY does): exact for every type.
 * - User triggers (counters kept by triggers) are off while copying: their tables are copied as
 *   they are, not counted twice. Sequences (identity columns) are set to the source's positions.
 * - Row counts are compared table by table before COMMIT, and printed.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from './client';

export interface ExportOptions {
  dataDir: string;
  databaseUrl: string;
  /** Most rows per INSERT (fewer for tables with many columns or with binary columns). */
  batchRows?: number;
  log?: (line: string) => void;
}

export interface TableCount {
  table: string;
  rows: number;
}

export class ExportError extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Column {
  name: string;
  binary: boolean;
}

interface Table {
  name: string;
  columns: Column[];
  key: string[];
  parents: string[];
}

async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** The tables of the public schema with their stored columns, primary key and parents. */
async function describeTables(source: Database): Promise<Table[]> {
  const tables = await rowsOf<{ name: string }>(
    source,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const columns = await rowsOf<{ table: string; name: string; type: string }>(
    source,
    `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string }>(
    source,
    `SELECT c.relname AS table, a.attname AS name
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN LATERAL unnest(i.indkey) WITH ORDINALITY k(attnum, pos) ON true
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE n.nspname = 'public' AND i.indisprimary ORDER BY c.relname, k.pos`,
  );
  const parents = await rowsOf<{ table: string; parent: string }>(
    source,
    `SELECT DISTINCT c.relname AS table, p.relname AS parent
     FROM pg_constraint f JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND f.contype = 'f'`,
  );
  return tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => ({ name: c.name, binary: c.type === 'bytea' })),
    key: keys.filter((k) => k.table === name).map((k) => k.name),
    parents: parents.filter((p) => p.table === name && p.parent !== name).map((p) => p.parent),
  }));
}

/** Parents before children (foreign keys are checked as rows arrive); ties by name. */
export function foreignKeyOrder<T extends { name: string; parents: string[] }>(tables: T[]): T[] {
  const done = new Set<string>();
  const ordered: T[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t.name) && t.parents.every((p) => done.has(p) || !tables.some((o) => o.name === p)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t.name)).map((t) => t.name);
      throw new ExportError(`Foreign keys form a cycle between ${left.join(', ')}: no order copies them.`);
    }
    for (const t of ready) {
      done.add(t.name);
      ordered.push(t);
    }
  }
  return ordered;
}

async function count(client: pg.ClientBase, table: string): Promise<number> {
  return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`)).rows[0].n;
}

export async function exportToPostgres({ dataDir, databaseUrl, batchRows = 1000, log = () => {} }: ExportOptions): Promise<TableCount[]> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'pgdata'))) throw new ExportError(`No embedded database in ${dir} (no pgdata directory): set DATA_DIR to the server's data directory.`);

  // Locked like a server locks it: refused while a server runs on this directory.
  const source = await openDatabase({ dataDir: dir });
  try {
    await source.migrate();
    const target = await openDatabase({ dataDir: dir, databaseUrl, poolSize: 2 });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }
    const tables = foreignKeyOrder(await describeTables(source));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const { name } of tables) {
        const present = await client.query('SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2', ['public', name]);
        if (present.rowCount === 0) throw new ExportError(`The table ${name} is missing in PostgreSQL after migrating: the two databases do not have the same schema.`);
        const rows = await count(client, name);
        if (rows > 0) throw new ExportError(`The PostgreSQL database already holds data (${name}: ${rows} rows): export into a new, empty database.`);
      }
      const counts: TableCount[] = [];
      for (const table of tables) counts.push({ table: table.name, rows: await copyTable(source, client, table, batchRows) });
      await copySequences(source, client);
      for (const { table, rows } of counts) {
        const copied = await count(client, table);
        if (copied !== rows) throw new ExportError(`${table}: ${rows} rows in the embedded database, ${copied} in PostgreSQL.`);
      }
      await client.query('COMMIT');
      const width = Math.max(...counts.map((c) => c.table.length));
      for (const { table, rows } of counts) log(`${table.padEnd(width)} ${String(rows).padStart(8)}`);
      log(`${counts.length} tables, ${counts.reduce((n, c) => n + c.rows, 0)} rows copied.`);
      return counts;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}

/** One table, in primary-key order, batch by batch; answers the number of rows copied. */
async function copyTable(source: Database, target: pg.Client, table: Table, batchRows: number): Promise<number> {
  const names = table.columns.map((c) => quote(c.name));
  const perBatch = Math.max(1, Math.min(table.columns.some((c) => c.binary) ? 20 : batchRows, Math.floor(60_000 / names.length)));
  const order = (table.key.length ? table.key : table.columns.map((c) => c.name)).map(quote).join(', ');
  const select = `SELECT ${names.map((n) => `${n}::text AS ${n}`).join(', ')} FROM ${quote(table.name)} ORDER BY ${order}`;
  // Triggers of the product (row counters) stay off while rows arrive: the counters are copied as they are.
  await target.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
  let copied = 0;
  for (;;) {
    const rows = await rowsOf<Record<string, string | null>>(source, `${select} LIMIT ${perBatch} OFFSET ${copied}`);
    if (rows.length === 0) break;
    const params: (string | null)[] = [];
    const tuples = rows.map((row) => `(${table.columns.map((c) => `$${params.push(row[c.name])}`).join(', ')})`);
    await target.query(`INSERT INTO ${quote(table.name)} (${names.join(', ')}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`, params);
    copied += rows.length;
    if (rows.length < perBatch) break;
  }
  await target.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
  return copied;
}

/** Every sequence of the public schema where the embedded database left it (identity columns). */
async function copySequences(source: Database, target: pg.Client): Promise<void> {
  const sequences = await rowsOf<{ name: string }>(source, `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`);
  for (const { name } of sequences) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(source, `SELECT last_value::text AS last_value, is_called FROM ${quote(name)}`);
    await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(name), state.last_value, state.is_called]);
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error('Set DATABASE_URL to the new, empty PostgreSQL database (postgres://user:password@host:5432/name).');
    process.exit(2);
  }
  const dataDir = process.env.DATA_DIR || './data';
  console.log(`Copying the embedded database in ${resolve(dataDir)} into ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}...`);
  try {
    await exportToPostgres({ dataDir, databaseUrl, log: (line) => console.log(line) });
    console.log('Done. Start the servers with this DATABASE_URL; keep the data directory until they serve.');
  } catch (err) {
    console.error(`Nothing was copied: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
