import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { FLOOR_IMAGE_MAX_BYTES, FLOOR_IMAGE_TYPES, floorForm, type Floor, type FloorForm } from '../../contract';
import { SchemaFormDialog, type SaveOptions } from '../components/SchemaFormDialog';

export interface FloorSave {
  fields: FloorForm;
  file?: File;
  onProgress: (percent: number) => void;
  /** The floor whose version is sent (as opened or reloaded), or 'Guardar por cima'. */
  options: SaveOptions;
}

/**
 * The new-floor popup (name, 'Disponível na aplicação') and the edit popup, which adds the plan's
 * image with its upload progress. `onSave` resolves when the server has it; a refusal keeps the popup;
 * `sending`: the page's save is under way (its mutation).
 * The edited floor is shared (DIRECAO's colleagues edit it too): a newer version on the screen
 * (`latest`) or a stale save opens the conflict panel, both values shown (docs/concurrency.md).
 */
export function FloorDialog({ floor, latest, sending = false, onSave, onClose }: { floor?: Floor; latest?: Floor; sending?: boolean; onSave: (save: FloorSave) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(FLOOR_IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setFileError(translate('app.blueprints.notImage'));
    if (chosen.size > FLOOR_IMAGE_MAX_BYTES) return setFileError(translate('app.blueprints.tooLarge'));
    setFileError(undefined);
    setFile(chosen);
  };

  const save = (fields: FloorForm, options: SaveOptions) => {
    setFileError(undefined);
    setProgress(0);
    return onSave({ fields, file, onProgress: setProgress, options });
  };

  return (
    <SchemaFormDialog
      schema={floorForm}
      fields={{
        name: { label: translate('app.blueprints.name'), kind: 'text', required: true },
        visible: { label: translate('app.blueprints.visible'), kind: 'boolean' },
      }}
      defaultValues={{ name: floor?.name ?? '', visible: floor?.visible ?? false }}
      texts={{
        title: translate(floor ? 'app.blueprints.editTitle' : 'app.blueprints.createTitle'),
        save: translate('app.blueprints.save'),
        cancel: translate('app.blueprints.cancel'),
        error: translate('app.blueprints.error'),
      }}
      shared={floor && { record: floor, latest, toForm: ({ name, visible }) => ({ name, visible }) }}
      onSave={save}
      onClose={onClose}
    >
      {floor && (
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {translate('app.blueprints.file')}
          </Typography>
          <input ref={fileInput} type="file" accept={FLOOR_IMAGE_TYPES.join(',')} hidden onChange={(e) => choose(e.target.files?.[0])} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={sending}>
              {translate('app.blueprints.chooseFile')}
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? translate('app.blueprints.noFile')}
            </Typography>
          </Box>
          {fileError && <Alert severity="error">{fileError}</Alert>}
          {sending && file && (
            <Box>
              <LinearProgress variant="determinate" value={progress} aria-label={translate('app.blueprints.uploading', { percent: progress })} />
              <Typography variant="caption" color="textSecondary">
                {translate('app.blueprints.uploading', { percent: progress })}
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </SchemaFormDialog>
  );
}
