// npm run bench -- listExport — issue 32: 'Exportar' on a declared list (the audit trail,
// /admin/audit) with what its filters select, 10,000 then 100,000 rows (BENCH_LIST_EXPORT_SIZES),
// in the system Chromium, signed in as admin, against the server as `npm start` runs it on an
// embedded database (demo data). The trail's entries of one user in one area (user 'rh', area
// hrRequests) are topped up with one INSERT … SELECT generate_series; the screen is opened with that
// filter in the address and 'Exportar' clicked. Measured: click -> download complete; the tab's JS
// heap (CDP Performance.getMetrics JSHeapUsedSize every 200 ms: the page's main thread answers it,
// so the longest gap between samples is shown too — a gap is the thread busy writing the workbook);
// the renderer process's resident memory (read from /proc by this process, which nothing in the page
// blocks); the time of the API's pages (the first ten and the last ten: offset paging grows with the
// page); the file's size. The file is read back with read-excel-file and every row, every column,
// compared with the database in the list's order (at desc, id desc), dates as the screen shows them.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { launchChromium, signInPage } from './browser';
import { openDatabase } from '../src/server/db/client';
import { rowsOf } from '../src/server/jobs/notification-sender';
import { AUDIT_ACTION_LABELS, auditAreas } from '../src/contract/lists/audit';
import { lisbonDateTime } from '../src/app/components/dates';
import { changeSummary, type FieldChange } from '../src/app/audit/changeSummary';
import { runScript, startServer } from './processes';

const SIZES = (process.env.BENCH_LIST_EXPORT_SIZES ?? '10000,100000').split(',').map(Number);
const USER = 'rh';
const ROLE = 'RH';
const AREA = 'hrRequests';
const FILTER = { user: USER, resource: AREA };

type Row = string[];

// The export's columns as AuditList.tsx writes them.
const changeText = (c: FieldChange) => (c.before !== undefined && c.after !== undefined ? `${c.before} → ${c.after}` : (c.after ?? c.before));
const areaLabel = (key: string) => auditAreas().find((a) => a.id === key)?.name ?? key;
const rowOf = (r: Record<string, unknown>): Row => [
  lisbonDateTime(new Date(r.at as string).toISOString()),
  `${(r.user_id as string | null) ?? '—'}${r.role ? ` (${r.role as string})` : ''}`,
  areaLabel(r.resource as string),
  AUDIT_ACTION_LABELS[r.action as keyof typeof AUDIT_ACTION_LABELS] ?? (r.action as string),
  (r.record_id as string | null) ?? '',
  changeSummary(r.before, r.after, Number.POSITIVE_INFINITY)
    .map((c) => `${c.field}: ${changeText(c)}`)
    .join('\n'),
];

/**
 * Adds entries of `rh` on HR requests until the filter selects `size` (one INSERT … SELECT): every
 * 5 minutes back from 20/11/2026 (so a year for 100,000, across both clock changes), mostly status
 * changes, some creations with the request's fields. The rows as the export should hold them.
 */
async function auditUpTo(env: Record<string, string>, size: number): Promise<Row[]> {
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    const db = database.db;
    const started = performance.now();
    await db.execute(sql`
      with have as (select count(*)::int as n from audit_log where user_id = ${USER} and resource = ${AREA})
      insert into audit_log (at, user_id, role, action, resource, route, record_id, before, after, ip)
      select timestamptz '2026-11-20 17:30:00+00' - g * interval '5 minutes' + (g % 53) * interval '1 second', ${USER}, ${ROLE},
        case when g % 10 = 0 then 'criar' else 'alterar' end, ${AREA},
        case when g % 10 = 0 then 'POST /hr-requests' else 'PATCH /hr-requests/:id' end, (10000 + g / 3)::text,
        case when g % 10 = 0 then null else jsonb_build_object('estado', (array['pendente','em análise','aprovado'])[1 + g % 3], 'observacoes', null) end,
        case when g % 10 = 0 then jsonb_build_object('estado', 'pendente', 'tipo', (array['férias','formação','teletrabalho'])[1 + g % 3], 'dias', 1 + g % 15)
             else jsonb_build_object('estado', (array['em análise','aprovado','recusado'])[1 + g % 3], 'observacoes', 'Revisto por RH em ' || to_char(timestamptz '2026-11-20' - g * interval '5 minutes', 'DD/MM/YYYY')) end,
        '10.20.' || (g % 250) || '.' || (g % 200)
      from have, generate_series(have.n + 1, ${size}) g`);
    const insertSeconds = (performance.now() - started) / 1000;
    const result = await db.execute(sql`
      select at, user_id, role, action, resource, record_id, before, after from audit_log
      where user_id = ${USER} and resource = ${AREA} order by at desc, id desc`);
    const rows = rowsOf<Record<string, unknown>>(result).map(rowOf);
    if (rows.length !== size) throw new Error(`the filter selects ${rows.length} entries, not ${size}`);
    console.log(`listExport ${size} entries: topped up in ${insertSeconds.toFixed(1)} s`);
    return rows;
  } finally {
    await database.close();
  }
}

interface Measured {
  ms: number;
  path: string;
  heapBefore: number;
  heapPeak: number;
  heapAfter: number;
  longestGapMs: number;
  rssPeak: number;
  pages: number[];
}

/** Resident memory of the browser's renderer processes (MiB, largest), read from /proc. */
async function rendererRss(browserSession: CDPSession): Promise<number> {
  const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  let max = 0;
  for (const p of processInfo.filter((p) => p.type === 'renderer')) {
    try {
      const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'))?.[1] ?? 0);
      max = Math.max(max, kib / 1024);
    } catch {
      // gone
    }
  }
  return max;
}

/** Signs in, opens the trail with the filter in the address, clicks 'Exportar', samples until the download is saved. */
async function exportOnce(browser: Browser, url: string, size: number, dir: string): Promise<Measured> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page: Page = await context.newPage();
  await signInPage(page, url);
  await page.goto(`${url}/admin/audit?filter=${encodeURIComponent(JSON.stringify(FILTER))}`);
  const button = page.getByRole('button', { name: 'Exportar' });
  await button.waitFor({ timeout: 120_000 });
  // The list's total is shown by the pagination ('1-25 de N'); the button is enabled once it is known.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Exportar') && !b.disabled), undefined, { timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = async () => ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.find((m) => m.name === 'JSHeapUsedSize')!.value / 1048576;
  const browserSession = await browser.newBrowserCDPSession();
  const heapBefore = await heap();

  const pages: number[] = [];
  let lastResponse = 0;
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.replace(/\/$/, '') !== '/api/admin/audit') return;
    const now = performance.now();
    if (lastResponse) pages.push(now - lastResponse);
    lastResponse = now;
  });

  let heapPeak = heapBefore;
  let rssPeak = 0;
  let longestGapMs = 0;
  let sampling = true;
  const sampleHeap = (async () => {
    let last = performance.now();
    while (sampling) {
      const h = await heap().catch(() => 0);
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
      heapPeak = Math.max(heapPeak, h);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const sampleRss = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, await rendererRss(browserSession).catch(() => 0));
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  const started = performance.now();
  const download = page.waitForEvent('download', { timeout: 1_800_000 });
  lastResponse = performance.now();
  await button.click();
  await page.getByRole('status').filter({ hasText: 'A exportar' }).waitFor({ timeout: 60_000 });
  const saved = await download;
  await saved.path();
  const ms = performance.now() - started;
  // Kept: closing the context removes the browser's copy.
  const path = join(dir, `${size}.xlsx`);
  await saved.saveAs(path);
  sampling = false;
  await Promise.all([sampleHeap, sampleRss]);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfter = await heap();
  const notice = await page.getByText(/Exportados .* registos/).innerText({ timeout: 10_000 }).catch(() => '(no notice)');
  console.log(`listExport ${size} entries: notice "${notice}"`);
  await browserSession.detach();
  await context.close();
  return { ms, path, heapBefore, heapPeak, heapAfter, longestGapMs, rssPeak, pages };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export async function listExportBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-list-export-'));
  const env = { DATA_DIR: join(dir, 'data'), CLIENT_DIR: join(dir, 'client'), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const browser = await launchChromium('--enable-precise-memory-info');
  const times = new Map<number, number>();
  try {
    await runScript('src/server/db/seed/cli.ts', env);
    for (const size of SIZES) {
      const expected = await auditUpTo(env, size);
      const server = await startServer('scripts/start.mjs', env, '/api/health');
      try {
        const m = await exportOnce(browser, server.url, size, dir);
        times.set(size, m.ms);
        const [sheet] = await readXlsxFile(m.path);
        const rows = sheet.data.slice(2).map((r) => r.map((v) => (v === null ? '' : String(v))));
        const wrong = expected.filter((e, i) => e.some((v, j) => v !== (rows[i]?.[j] ?? ''))).length;
        const firstWrong = expected.findIndex((e, i) => e.some((v, j) => v !== (rows[i]?.[j] ?? '')));
        const early = m.pages.slice(0, 10);
        const late = m.pages.slice(-10);
        console.log(
          `listExport ${size} entries: click -> download ${(m.ms / 1000).toFixed(1)} s (${(m.pages.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s reading the pages, then ${((m.ms - m.pages.reduce((a, b) => a + b, 0)) / 1000).toFixed(1)} s writing the workbook); ${m.pages.length} pages, ${mean(early).toFixed(0)} ms each for the first ten, ${mean(late).toFixed(0)} ms for the last ten; ` +
            `JS heap ${m.heapBefore.toFixed(0)} MiB before, peak ${m.heapPeak.toFixed(0)} MiB (longest gap between samples ${(m.longestGapMs / 1000).toFixed(1)} s), ${m.heapAfter.toFixed(0)} MiB after (GC); ` +
            `renderer resident peak ${m.rssPeak.toFixed(0)} MiB; file ${(statSync(m.path).size / 1024).toFixed(0)} KiB; ` +
            `read back: sheet '${sheet.sheet}', ${rows.length} rows for ${expected.length} entries, ${wrong} differing from the database` +
            (wrong ? ` (first at ${firstWrong}: file ${JSON.stringify(rows[firstWrong])} database ${JSON.stringify(expected[firstWrong])})` : '') +
            `; first ${JSON.stringify(rows[0])}, last ${JSON.stringify(rows.at(-1))}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
        );
      } finally {
        await server.stop();
      }
    }
    const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
    if (small !== large) console.log(`listExport ${large} vs ${small} entries: ${(times.get(large)! / times.get(small)!).toFixed(1)}x the time for ${(large / small).toFixed(0)}x the rows`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
