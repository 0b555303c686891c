import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { HR_ATTACHMENT_MAX_BYTES, type HrRequest } from '../../contract';
import { API, pathOf } from '../../contract/api';
import { OVERWRITE } from '../../contract/schemas/version';
import { ConflictPanel, currentOf } from '../components/ConflictPanel';
import { base64Blob, downloadFile, fetchBlob, readAsDataUrl, saveBlob } from '../providers/files';
import { useApiMutation } from '../providers/useApi';

type Upload =
  | { state: 'idle' }
  | { state: 'failed'; message: string }
  // Refused as stale (409): someone answered meanwhile (or the request changed); `current` is the request now.
  | { state: 'stale'; message: string; file: File; current: HrRequest };

/** An earlier answer to send again ('Repor esta versão', confirmed), at the version shown when it was chosen. */
export interface AnswerRestore {
  sha256: string;
  name: string;
  version: string | undefined;
  /** Told once it was sent (or refused: the conflict panel or the message shows). */
  done: () => void;
}

/**
 * A request's answer: the PDF's link (downloaded only when asked, under its name), or 'Escolha o
 * ficheiro' to send one, with the upload's real progress and the server's reason when refused. Sent
 * with the version shown when the person pressed 'Escolha o ficheiro': when another person answered
 * meanwhile (even while the chooser was open), the conflict panel shows both files, a toast says so,
 * and 'Recarregar' (their answer) or 'Guardar por cima' (this file replaces it, audited) is chosen.
 * `onHold`: told when the person starts acting on the request, so that the list keeps its card
 * (a colleague's answer would otherwise take it out of a list of open requests, and the file with it).
 * The answer is a mutation: once the server answers (or refuses it), the requests are read again.
 */
export function AttachmentField({ request, onHold, restore }: { request: HrRequest; onHold?: () => void; restore?: AnswerRestore }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [percent, setPercent] = useState(0);
  const answer = useApiMutation(API.hrRequests.answer, {
    // The version shown: a request answered by someone else meanwhile is refused (409), not answered twice.
    toInput: async ({ file, version }: { file: File; version: string | undefined }) => ({ body: { _id: request._id, anexo: await readAsDataUrl(file), anexoNome: file.name }, version }),
    options: { onProgress: (sent, total) => setPercent(total ? Math.round((sent / total) * 100) : 0) },
  });
  // The request as answered here (or reloaded), over the version the list showed then.
  const [answered, setAnswered] = useState<{ record: HrRequest; over: string | undefined } | null>(null);
  const [downloadError, setDownloadError] = useState(false);
  // The chooser is open: on the version shown when it was opened (what the person answers).
  const [choosing, setChoosing] = useState<{ version: string | undefined } | null>(null);
  useEffect(() => {
    const chooser = input.current;
    const closed = () => setChoosing(null);
    chooser?.addEventListener('cancel', closed);
    return () => chooser?.removeEventListener('cancel', closed);
  });
  // The answer just sent (or reloaded) until the list (live) shows a newer version of the request.
  const current = answered && answered.over === request.version ? answered.record : request;
  const fileField = { anexoNome: { label: translate('app.hrRequests.answerFile'), kind: 'text' as const } };

  /** Sends `file` at `version`: the one shown, or OVERWRITE ('Guardar por cima'). */
  const send = async (file: File, version = current.version) => {
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return setUpload({ state: 'failed', message: translate('app.hrRequests.notPdf') });
    if (file.size > HR_ATTACHMENT_MAX_BYTES) return setUpload({ state: 'failed', message: translate('app.hrRequests.tooLarge') });
    setUpload({ state: 'idle' });
    setPercent(0);
    try {
      const { data } = await answer.mutateAsync({ file, version });
      setAnswered({ record: data, over: request.version });
    } catch (error) {
      const now = currentOf(error) as HrRequest | undefined;
      if (now) {
        notify((error as HttpError).message, { type: 'warning' });
        return setUpload({ state: 'stale', message: (error as HttpError).message, file, current: now });
      }
      setUpload({ state: 'failed', message: error instanceof HttpError ? error.message : translate('app.hrRequests.error') });
    }
  };

  // 'Repor esta versão': the earlier PDF as the server kept it, sent as any answer is (the panel on a 409).
  const restored = useRef<AnswerRestore>(undefined);
  useEffect(() => {
    if (!restore || restored.current === restore) return;
    restored.current = restore;
    const earlier = `${pathOf(API.hrRequests.attachment, { id: request._id })}?versao=${restore.sha256}`;
    fetchBlob(earlier)
      .then((blob) => send(new File([blob], restore.name, { type: 'application/pdf' }), restore.version))
      .catch(() => setUpload({ state: 'failed', message: translate('app.hrRequests.restore.error') }))
      .finally(restore.done);
  });

  const open = async () => {
    setDownloadError(false);
    const name = current.anexoNome ?? 'anexo.pdf';
    try {
      if (current.anexo) saveBlob(base64Blob(current.anexo, 'application/pdf'), name);
      else await downloadFile(pathOf(API.hrRequests.attachment, { id: current._id }), name);
    } catch {
      setDownloadError(true);
    }
  };

  if (upload.state === 'stale') {
    return (
      <ConflictPanel
        message={upload.message}
        fields={fileField}
        mine={{ anexoNome: upload.file.name }}
        current={{ anexoNome: upload.current.anexoNome }}
        busy={false}
        onReload={() => {
          setAnswered({ record: upload.current, over: request.version });
          setUpload({ state: 'idle' });
        }}
        onOverwrite={() => void send(upload.file, OVERWRITE)}
      />
    );
  }
  const progress = answer.isPending && (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.hrRequests.uploading', { percent })} />
      <Typography variant="caption" color="textSecondary">
        {translate('app.hrRequests.uploading', { percent })}
      </Typography>
    </Box>
  );
  // An answer that arrives (live) while this one is sent: the progress stays until the server answers.
  if ((current.anexoNome || current.anexo) && !progress && !choosing) {
    return (
      <Box>
        <Link component="button" type="button" onClick={open} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', textAlign: 'left' }}>
          <PictureAsPdfIcon fontSize="small" aria-hidden />
          {current.anexoNome ?? 'anexo.pdf'}
        </Link>
        {downloadError && <Typography role="alert" variant="body2" color="error">{translate('app.hrRequests.downloadError')}</Typography>}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          const seen = choosing?.version ?? current.version;
          setChoosing(null);
          if (file) void send(file, seen);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={answer.isPending}
        onClick={() => {
          setChoosing({ version: current.version });
          onHold?.();
          input.current?.click();
        }}
        sx={{ justifySelf: 'start' }}
      >
        {translate('app.hrRequests.choose')}
      </Button>
      {progress}
      {upload.state === 'failed' && <Alert severity="error">{upload.message}</Alert>}
    </Box>
  );
}
