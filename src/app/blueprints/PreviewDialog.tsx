import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Floor } from '../../contract';
import { API, pathOf } from '../../contract/api';
import { fetchBlob } from '../providers/files';

/** The floor's plan, fetched with the token (images are served to signed-in users only). */
export function PreviewDialog({ floor, onClose }: { floor: Floor; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    if (floor.file) {
      fetchBlob(pathOf(API.blueprints.file, { id: floor.id })).then(
        (blob) => setUrl((objectUrl = URL.createObjectURL(blob))),
        () => setFailed(true),
      );
    }
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [floor.file, floor.id]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{floor.name}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{translate('app.blueprints.previewError')}</Alert>
        ) : url ? (
          <Box component="img" src={url} alt={translate('app.blueprints.preview', { name: floor.name })} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.blueprints.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
