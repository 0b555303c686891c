import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { HttpError, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { HR_ATTACHMENT_MAX_BYTES, type HrRequest } from '../../../contract';
import { API, pathOf } from '../../../contract/api';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { base64Blob, downloadFile, readAsDataUrl, saveBlob } from '../../providers/files';

type Upload = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'failed'; message: string };

/**
 * A request's answer: the PDF's link (downloaded only when asked, under its name), or 'Escolha o
 * ficheiro' to send one, with the upload's real progress and the server's reason when refused.
 */
export function AttachmentField({ request }: { request: HrRequest }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [answered, setAnswered] = useState<HrRequest | null>(null);
  const [downloadError, setDownloadError] = useState(false);
  const current = answered ?? request;

  const send = async (file: File) => {
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return setUpload({ state: 'failed', message: translate('app.hrRequests.notPdf') });
    if (file.size > HR_ATTACHMENT_MAX_BYTES) return setUpload({ state: 'failed', message: translate('app.hrRequests.tooLarge') });
    setUpload({ state: 'sending', percent: 0 });
    try {
      const anexo = await readAsDataUrl(file);
      const { data } = await dataProvider.call(
        API.hrRequests.answer,
        // The version shown: a request answered by someone else meanwhile is refused (409), not answered twice.
        { body: { _id: request._id, anexo, anexoNome: file.name }, version: request.version },
        { onProgress: (sent, total) => setUpload({ state: 'sending', percent: total ? Math.round((sent / total) * 100) : 0 }) },
      );
      setAnswered(data);
      setUpload({ state: 'idle' });
      refresh();
    } catch (error) {
      setUpload({ state: 'failed', message: error instanceof HttpError ? error.message : translate('app.hrRequests.error') });
    }
  };

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

  if (current.anexoNome || current.anexo) {
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
          if (file) void send(file);
        }}
      />
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={upload.state === 'sending'} onClick={() => input.current?.click()} sx={{ justifySelf: 'start' }}>
        {translate('app.hrRequests.choose')}
      </Button>
      {upload.state === 'sending' && (
        <Box>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={translate('app.hrRequests.uploading', { percent: upload.percent })} />
          <Typography variant="caption" color="text.secondary">
            {translate('app.hrRequests.uploading', { percent: upload.percent })}
          </Typography>
        </Box>
      )}
      {upload.state === 'failed' && <Alert severity="error">{upload.message}</Alert>}
    </Box>
  );
}
