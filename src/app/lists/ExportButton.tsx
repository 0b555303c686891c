/**
 * 'Exportar': every row the list's filters select (all pages, not only the one shown), in the
 * list's order, as an .xlsx of the columns given, with the progress of the pages read and a way to
 * stop. Rows are kept as cell values only (not as records) while the pages arrive; the workbook is
 * written once, at the end (write-excel-file, loaded only then).
 */
import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, useStore, useTranslate, type RaRecord } from 'react-admin';
import { saveBlob } from '../providers/files';
import type { Value } from '../exports/spreadsheet';
import { MAX_PAGE_LIMIT } from '../../contract/schemas/pagination';

export interface ExportColumn {
  label: string;
  value: (record: RaRecord) => Value;
  /** The table column it stands for, by its `source` (else by its label): hidden there with 'Colunas', left out here too. */
  source?: string;
}

/** Rows asked per request (the API's largest page). */
export const EXPORT_PAGE_SIZE = MAX_PAGE_LIMIT;

/** 'Webinares 2026-11-26.xlsx': the screen's title and the day of the export. */
export const exportFileName = (title: string, today = new Date()) => `${title} ${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(today)}.xlsx`;

/**
 * `storeKey`: the table's columns key (its 'Colunas' chooser); the columns hidden there are not
 * exported. The first column (what names the row) is always written.
 */
export function ExportButton({ title, columns: declared, storeKey }: { title: string; columns: readonly ExportColumn[]; storeKey?: string }) {
  const translate = useTranslate();
  const [hidden] = useStore<string[]>(storeKey ?? 'export.noColumnsChooser', []);
  const columns = declared.filter((column, index) => index === 0 || !hidden.includes(column.source ?? column.label));
  const notify = useNotify();
  const dataProvider = useDataProvider();
  // The filters chosen and the list's own (e.g. the suggestions without the archived), as the list reads them.
  const { resource, filter, filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const stopping = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    stopping.current = abort;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const rows: Value[][] = [];
      for (let page = 1; ; page++) {
        const answer = await dataProvider.getList(resource, { filter: { ...filterValues, ...filter }, sort, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
        for (const record of answer.data) rows.push(columns.map((c) => c.value(record)));
        const all = answer.total ?? rows.length;
        setProgress({ done: rows.length, total: all });
        if (abort.signal.aborted) return;
        if (rows.length >= all || answer.data.length === 0) break;
      }
      const { titledSheet, workbook } = await import('../exports/spreadsheet');
      saveBlob(await workbook(titledSheet(title, columns.map((c) => c.label), rows), title), exportFileName(title));
      notify('app.lists.exported', { type: 'success', messageArgs: { smart_count: rows.length } });
    } catch {
      if (!abort.signal.aborted) notify('app.lists.exportError', { type: 'error' });
    } finally {
      stopping.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
    const text = translate('app.lists.exporting', { done: progress.done.toLocaleString('pt-PT'), total: progress.total.toLocaleString('pt-PT') });
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 160, flex: '1 1 160px' }}>
          <Typography variant="body2" role="status">
            {text}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={text} />
        </Box>
        <Button onClick={() => stopping.current?.abort()}>{translate('app.lists.stopExport')}</Button>
      </Box>
    );
  }
  return (
    <Button startIcon={<DownloadIcon />} onClick={run} disabled={total === 0}>
      {translate('app.lists.export')}
    </Button>
  );
}
