import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { createTutoriaBody, editTutoriaBody, type Tutoria } from '../../../contract';

type Field = 'title' | 'short_description' | 'description';
export type TutoriaTexts = Partial<Record<Field, string>>;

/**
 * The create popup (Titulo, Descrição curta, Descrição completa, 'Submeter') and the edit popup
 * (the two descriptions), validated by the contract's schemas, the server's messages under the
 * fields. `onSave` resolves when the server has it; a refusal keeps the popup open.
 */
export function TutoriaDialog({ tutoria, onSave, onClose }: { tutoria?: Tutoria; onSave: (texts: TutoriaTexts) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fields: Field[] = tutoria ? ['short_description', 'description'] : ['title', 'short_description', 'description'];
  const [values, setValues] = useState<TutoriaTexts>({ title: '', short_description: tutoria?.short_description ?? '', description: tutoria?.description ?? '' });
  const [errors, setErrors] = useState<TutoriaTexts>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (tutoria ? editTutoriaBody : createTutoriaBody).safeParse(Object.fromEntries(fields.map((f) => [f, values[f]])));
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    setRefused(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (reason) {
      const body = (reason as { body?: { errors?: TutoriaTexts } }).body;
      if (body?.errors) setErrors(body.errors);
      setRefused(reason instanceof Error ? reason.message : translate('app.tutorias.error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{tutoria ? translate('app.tutorias.editTitle', { title: tutoria.title }) : translate('app.tutorias.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          {refused && <Alert severity="error">{refused}</Alert>}
          {fields.map((field, index) => (
            <TextField
              key={field}
              name={field}
              label={translate(`app.tutorias.fields.${field}`)}
              required
              autoFocus={index === 0 && !phone}
              multiline={field === 'description'}
              minRows={field === 'description' ? 4 : undefined}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? ' '}
              variant="filled"
              sx={index === 0 ? { mt: 1 } : undefined}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.tutorias.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(tutoria ? 'app.tutorias.save' : 'app.tutorias.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
