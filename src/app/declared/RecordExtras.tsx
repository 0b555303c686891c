/**
 * What a declared record carries beyond its fields: its files (sent with real progress, read back
 * on demand), its yes/no toggles (after a confirmation) and its inner lists (a table behind a
 * button). Each shows only to the roles its declaration names.
 */
import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { HttpError, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { FILE_CONTENTS, pathOf, type AnyResource, type FileDeclaration } from '../../contract';
import { downloadFile } from '../providers/files';
import { useApiMutation } from '../providers/useApi';
import { usePromiseToast } from '../components/promiseToast';
import { textKey } from './messages';
import { Confirm } from '../components/WhenOpened';

/** A file chosen to send, with the version of the record it was chosen on (what the person saw then; none: the one shown when sent). */
interface Chosen {
  file: File;
  version?: string;
}

const versionOf = (record: RaRecord) => (typeof record.version === 'string' ? record.version : undefined);

/**
 * A record's file: its link when it has one, and for those who may send one, a chooser, 'Submeter' and
 * the progress. The file is sent at the version of the record seen when it was chosen: another
 * person's file sent meanwhile is not replaced unseen (409, said under the buttons); the chosen file
 * stays, and 'Submeter' again sends it over the one now shown, knowingly. Either way the record is read
 * again once the server answers (the upload is a mutation: the query client's write cache).
 */
function RecordFile({ resource, record, field, file }: { resource: AnyResource; record: RaRecord; field: string; file: FileDeclaration }) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useApiMutation(resource.calls.uploads[field], {
    toInput: ({ file: sent, version }: Chosen) => {
      const form = new FormData();
      form.append(file.formField, sent, sent.name);
      return { params: { id: String(record.id) }, body: form, version: version ?? versionOf(record) };
    },
    options: { onProgress: (done, total) => setPercent(total ? Math.round((done / total) * 100) : 0) },
  });
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { canAccess: canSend } = useCanAccess({ resource: resource.name, action: `upload:${field}` });
  const key = (path: string) => textKey(resource, `files.${field}.${path}`);
  const current = record[field] as string | null | undefined;

  const submit = () => {
    if (!chosen) return setFailure(translate(key('missing')));
    if (chosen.file.size > file.maxBytes) return setFailure(FILE_CONTENTS[file.content].tooLarge(file.maxBytes));
    setFailure(null);
    setPercent(0);
    toast(upload.mutateAsync(chosen), { success: key('success'), error: key('error') }).then(
      () => setChosen(null),
      (error: unknown) => {
        setFailure(translate(key('error'), { message: error instanceof HttpError ? error.message : 'Erro desconhecido' }));
        // Changed since it was chosen: the record read again shows it, and the next 'Submeter' is at what it shows then.
        if (error instanceof HttpError && error.status === 409) setChosen({ file: chosen.file });
      },
    );
  };

  const open = async () => {
    setDownloadFailed(false);
    try {
      await downloadFile(pathOf(resource.calls.downloads[field], { id: record.id }), current ?? `${field}.pdf`);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {current && (
        <Link component="button" type="button" onClick={open} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', textAlign: 'left', justifySelf: 'start' }}>
          <PictureAsPdfIcon fontSize="small" aria-hidden />
          {current}
        </Link>
      )}
      {downloadFailed && (
        <Typography role="alert" variant="body2" color="error">
          {translate(textKey(resource, 'downloadError'))}
        </Typography>
      )}
      {canSend && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={FILE_CONTENTS[file.content].accept}
            hidden
            onChange={(event) => {
              const picked = event.target.files?.[0];
              setChosen(picked ? { file: picked, version: versionOf(record) } : null);
              setFailure(null);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {translate(key('choose'))}
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {chosen?.file.name}
          </Typography>
          <Button variant="contained" size="small" onClick={submit} disabled={upload.isPending}>
            {translate(key('submit'))}
          </Button>
        </Stack>
      )}
      {upload.isPending && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label={translate(key('uploading'), { percent })} />
          <Typography variant="caption" color="textSecondary">
            {translate(key('uploading'), { percent })}
          </Typography>
        </Box>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}

/**
 * A yes/no field's button ('Marcar como Inativa' while on), setting it after the declared
 * confirmation. The confirmation acts on what the person saw when it opened: it keeps its words while
 * others change the record, sets the value it named (not "the other one"), at the version seen then,
 * so a change made meanwhile is refused (409, said in the toast) rather than undone. Either way the
 * record is read again once the server answers (the query client's write cache).
 */
export function RecordToggle({ resource, record, field }: { resource: AnyResource; record: RaRecord; field: string }) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const [asked, setAsked] = useState<{ on: boolean; version?: string } | null>(null);
  const toggle = useApiMutation(resource.calls.toggles[field], {
    toInput: ({ on: was, version }: { on: boolean; version?: string }) => ({ params: { id: String(record.id) }, body: { [field]: !was }, version: typeof version === 'string' ? version : undefined }),
  });
  const { canAccess } = useCanAccess({ resource: resource.name, action: `toggle:${field}` });
  const key = (path: string) => textKey(resource, `toggles.${field}.${path}`);
  const on = Boolean(record[field]);
  if (!canAccess) return null;
  const seen = asked?.on ?? on;

  const turn = () => {
    if (!asked) return;
    toast(toggle.mutateAsync(asked), { success: key('success'), error: key('error') })
      .catch(() => undefined)
      .finally(() => setAsked(null));
  };

  return (
    <>
      <Button variant="outlined" size="small" color={on ? 'warning' : 'success'} onClick={() => setAsked({ on, version: record.version as string | undefined })}>
        {translate(key(on ? 'whenOn' : 'whenOff'))}
      </Button>
      <Confirm
        isOpen={asked !== null}
        loading={toggle.isPending}
        title={key(seen ? 'whenOn' : 'whenOff')}
        content={key(seen ? 'confirmOff' : 'confirmOn')}
        confirm={key('confirm')}
        cancel={key('cancel')}
        onConfirm={turn}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

/** A list inside the record as a table, behind 'Mostrar ...' / 'Ocultar ...'. */
function RecordDetails({ resource, record, field }: { resource: AnyResource; record: RaRecord; field: string }) {
  const translate = useTranslate();
  const tableId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const details = resource.details?.[field];
  if (!details) return null;
  const key = (path: string) => textKey(resource, `details.${field}.${path}`);
  const rows = (record[field] as Record<string, unknown>[] | undefined) ?? [];
  const columns = Object.keys(details.columns);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Button id={buttonId} size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={tableId} sx={{ justifySelf: 'start' }}>
        {`${translate(key(open ? 'hide' : 'show'))} (${rows.length})`}
      </Button>
      {open && (
        <Box id={tableId}>
          {rows.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {translate(key('empty'))}
            </Typography>
          ) : (
            // Rows stay one line each (an email is not broken letter by letter); the table scrolls inside the card.
            <TableContainer tabIndex={0} aria-labelledby={buttonId} sx={{ maxHeight: 400, overflow: 'auto', '& td, & th': { whiteSpace: 'nowrap' } }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column}>{translate(key(`columns.${column}`))}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => (
                    <TableRow key={String(row._id ?? index)}>
                      {columns.map((column) => (
                        <TableCell key={column}>
                          {String(row[column] ?? '')}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </Box>
  );
}

/** Everything declared beyond the fields, for one record of a card, in declaration order: files, inner lists, then toggles (a table shows its toggles in columns). */
export function RecordExtras({ resource, record }: { resource: AnyResource; record: RaRecord }) {
  const fileFields = Object.entries(resource.files ?? {});
  const detailFields = Object.keys(resource.details ?? {});
  const toggleFields = Object.keys(resource.toggles ?? {});
  if (fileFields.length + detailFields.length + toggleFields.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5, minWidth: 0 }}>
      {fileFields.map(([field, file]) => (
        <RecordFile key={field} resource={resource} record={record} field={field} file={file} />
      ))}
      {detailFields.map((field) => (
        <RecordDetails key={field} resource={resource} record={record} field={field} />
      ))}
      {toggleFields.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {toggleFields.map((field) => (
            <RecordToggle key={field} resource={resource} record={record} field={field} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
