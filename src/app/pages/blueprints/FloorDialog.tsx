import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { FLOOR_IMAGE_MAX_BYTES, FLOOR_IMAGE_TYPES, floorForm, type Floor, type FloorForm } from '../../../contract';

export interface FloorSave {
  fields: FloorForm;
  file?: File;
  onProgress: (percent: number) => void;
}

/**
 * The new-floor popup (name, 'Disponível na aplicação') and the edit popup, which adds the plan's
 * image with its upload progress. `onSave` resolves when the server has it; a refusal keeps the popup.
 */
export function FloorDialog({ floor, onSave, onClose }: { floor?: Floor; onSave: (save: FloorSave) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<FloorForm>({ name: floor?.name ?? '', visible: floor?.visible ?? false });
  const [errors, setErrors] = useState<Partial<Record<keyof FloorForm | 'file', string>>>({});
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(FLOOR_IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setErrors((e) => ({ ...e, file: translate('app.blueprints.notImage') }));
    if (chosen.size > FLOOR_IMAGE_MAX_BYTES) return setErrors((e) => ({ ...e, file: translate('app.blueprints.tooLarge') }));
    setErrors((e) => ({ ...e, file: undefined }));
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = floorForm.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setRefused(null);
    setProgress(file ? 0 : null);
    try {
      await onSave({ fields: parsed.data, file, onProgress: setProgress });
      onClose();
    } catch (reason) {
      setRefused(reason instanceof Error ? reason.message : translate('app.blueprints.error'));
      setProgress(null);
    }
  };

  const saving = progress !== null;
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(floor ? 'app.blueprints.editTitle' : 'app.blueprints.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={translate('app.blueprints.name')}
            name="name"
            required
            autoFocus
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            error={Boolean(errors.name)}
            helperText={errors.name}
            sx={{ mt: 1 }}
          />
          <FormControlLabel
            control={<Checkbox checked={values.visible} onChange={(e) => setValues((v) => ({ ...v, visible: e.target.checked }))} />}
            label={translate('app.blueprints.visible')}
          />
          {floor && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.blueprints.file')}
              </Typography>
              <input ref={fileInput} type="file" accept={FLOOR_IMAGE_TYPES.join(',')} hidden onChange={(e) => choose(e.target.files?.[0])} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={saving}>
                  {translate('app.blueprints.chooseFile')}
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file?.name ?? translate('app.blueprints.noFile')}
                </Typography>
              </Box>
              {errors.file && <Alert severity="error">{errors.file}</Alert>}
              {progress !== null && file && (
                <Box>
                  <LinearProgress variant="determinate" value={progress} aria-label={translate('app.blueprints.uploading', { percent: progress })} />
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.blueprints.uploading', { percent: progress })}
                  </Typography>
                </Box>
              )}
            </Box>
          )}
          {refused && <Alert severity="error">{refused}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.blueprints.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.blueprints.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
