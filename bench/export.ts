// npm run bench:export — goal 6, exports: the enrolments of one programme exported to .xlsx on
// /tutorias ('Exportar Lista de Inscritos' on the programme's card: every enrolment of the year the
// screen shows, whatever the table's filters), in the system Chromium, signed in as admin, against
// the server as `npm start` runs it on an embedded database (demo + `db:seed -- --scale` for the
// users). The programme's enrolments of the current year are topped up to 5,000, then 50,000
// (BENCH_EXPORT_SIZES) with one INSERT … SELECT over the scale users. Click -> download complete,
// twice per size (the first also loads the spreadsheet writer); the file is read back with
// read-excel-file and every row compared with the database. The export runs under the server's own
// Content Security Policy: when that stops it (it did, until worker-src allowed blob:), the bench
// says so and stops.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, signInPage } from './browser';
import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { openDatabase } from '../src/server/db/client';
import { DEMO_ACADEMIC_YEARS } from '../src/server/db/seed/tutoring';
import { rowsOf } from '../src/server/jobs/notification-sender';
import { runScript, startServer } from './processes';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '5000,50000').split(',').map(Number);
const PROGRAMME = 'Apoio à escrita académica';
/** The year of the scale enrolments, the newest: the one the screen opens on. */
const YEAR = DEMO_ACADEMIC_YEARS.at(-1)!;

type Row = [string | null, string | null, string | null, string | null, string];

/** Enrols scale users ('a9…', in id order) in the programme until it has `size` this year; its rows as the export should hold them. */
async function enrolUpTo(env: Record<string, string>, size: number): Promise<Row[]> {
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    const db = database.db;
    await db.execute(sql`
      insert into enrolments (tutoria_id, user_id, type, academic_year)
      select t.id, u.id_utilizador, 'inscrito', ${YEAR} from tutorias t join users u on u.id_utilizador like 'a9%'
      where t.title = ${PROGRAMME} and not exists (select 1 from enrolments e where e.tutoria_id = t.id and e.user_id = u.id_utilizador and e.academic_year = ${YEAR})
      order by u.id_utilizador
      limit greatest(0, ${size} - (select count(*) from enrolments e join tutorias t on t.id = e.tutoria_id where t.title = ${PROGRAMME} and e.academic_year = ${YEAR}))`);
    // The list's order (repositories/tutorias.ts: email, then user id).
    const result = await db.execute(sql`
      select u.num_utilizador, u.email, coalesce(c.nome, u.curso) as curso, u.unidade_organica, e.type
      from enrolments e join tutorias t on t.id = e.tutoria_id join users u on u.id_utilizador = e.user_id left join courses c on c.id = u.curso
      where t.title = ${PROGRAMME} and e.academic_year = ${YEAR}
      order by u.email asc nulls last, e.user_id asc`);
    const rows = rowsOf<Record<string, string | null>>(result).map((r) => Object.values(r) as Row);
    if (rows.length !== size) throw new Error(`${PROGRAMME} has ${rows.length} enrolments in ${YEAR}, not ${size}: seed more users`);
    return rows;
  } finally {
    await database.close();
  }
}

/** Signs in as admin in a new browser context and opens /tutorias; what the programme's card shows. */
async function openTutorias(browser: Browser, url: string): Promise<{ page: Page; shown: string; seconds: number; listBytes: number }> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, url);
  const started = performance.now();
  const [list] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname.replace(/\/$/, '') === '/api/tutorias', { timeout: 300_000 }), page.goto(`${url}/tutorias`)]);
  const shown = await page.getByRole('article', { name: PROGRAMME }).getByRole('button', { name: /inscritos \(\d+\)/ }).innerText({ timeout: 300_000 });
  return { page, shown, seconds: (performance.now() - started) / 1000, listBytes: (await list.body()).length };
}

/** Click -> download saved (ms, and the file), or the Content Security Policy message that stopped it. */
async function exportOnce(page: Page): Promise<{ ms: number; path: string } | { blocked: string }> {
  const started = performance.now();
  const download = page.waitForEvent('download', { timeout: 600_000 });
  const blocked = page.waitForEvent('console', { predicate: (m) => m.text().includes('Content Security Policy'), timeout: 0 });
  for (const event of [download, blocked]) event.catch(() => undefined);
  await page.getByRole('article', { name: PROGRAMME }).getByRole('button', { name: 'Exportar Lista de Inscritos' }).click();
  const first = await Promise.race([download, blocked]);
  if ('text' in first) return { blocked: first.text() };
  const path = await first.path();
  return { ms: performance.now() - started, path };
}

export async function exportBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const env = { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const browser = await launchChromium('--enable-precise-memory-info');
  const warm = new Map<number, number>();
  try {
    const seeded = await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(Math.max(...SIZES) * 5)]);
    console.log(`export   data: demo + ${seeded.trim().split('\n').at(-1)}`);
    for (const size of SIZES) {
      const expected = await enrolUpTo(env, size);
      const server = await startServer('scripts/start.mjs', env, '/api/health');
      try {
        const screen = await openTutorias(browser, server.url);
        console.log(`export   ${size} enrolments: /tutorias shows "${screen.shown}" after ${screen.seconds.toFixed(1)} s (GET /api/tutorias/ ${(screen.listBytes / 1048576).toFixed(1)} MiB of JSON)`);
        const first = await exportOnce(screen.page);
        const second = 'blocked' in first ? first : await exportOnce(screen.page);
        // fflate zips a file over 160 kB in a worker made from a blob: URL; refused, it never calls back.
        if ('blocked' in first || 'blocked' in second) throw new Error(`the server's CSP stopped the export: ${JSON.stringify(second)}`);
        warm.set(size, second.ms);
        const heap = await screen.page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
        const [sheet] = await readXlsxFile(second.path);
        const rows = sheet.data.slice(2).map((r) => r.map((v) => (v === null ? null : String(v))));
        const wrong = expected.filter((e, i) => e.some((v, j) => v !== (rows[i]?.[j] ?? null))).length;
        console.log(
          `export   ${size} enrolments: click -> download ${(first.ms / 1000).toFixed(2)} s (first, loads the writer), ${(second.ms / 1000).toFixed(2)} s (second); ` +
            `${(statSync(second.path).size / 1024).toFixed(0)} KiB; read back: sheet '${sheet.sheet}', title '${sheet.data[0][0]}', header ${sheet.data[1].join('|')}, ` +
            `${rows.length} rows for ${expected.length} enrolments, ${wrong} differing from the database (first ${rows[0]?.join('|')}); JS heap afterwards ${(heap / 1048576).toFixed(0)} MiB`,
        );
        await screen.page.context().close();
      } finally {
        await server.stop();
      }
    }
    const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
    console.log(`export   ${large} vs ${small} enrolments: ${(warm.get(large)! / warm.get(small)!).toFixed(1)}x the time for ${(large / small).toFixed(0)}x the rows (second exports)`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
