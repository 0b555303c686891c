import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { loginBody } from '../../contract/schemas/auth';
import type { SessionNotice } from '../providers/authProvider';
import { loginMessages as text } from './loginMessages';

type Field = 'username' | 'password';

/**
 * The login form (spec section 2 "Login screen", 5 "Login", 8 "Login failure"), free of react-admin:
 * the signed-out first page shows it before react-admin is downloaded, and react-admin's login page
 * shows the same form.
 */
export function LoginForm({ signIn, notice = null }: { signIn: (credentials: { username: string; password: string }) => Promise<void>; notice?: SessionNotice }) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      setFieldErrors(errors);
      setFailure(null);
      return;
    }
    setSubmitting(true);
    try {
      await signIn(parsed.data);
    } catch (error) {
      // Both fields errored with empty messages; the reason under the form.
      setFieldErrors({ username: '', password: '' });
      setFailure((error as Error).message || text.failed);
      setSubmitting(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={text[name]}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={fieldErrors[name] !== undefined}
      helperText={fieldErrors[name] || ' '}
      fullWidth
      margin="dense"
      autoFocus={name === 'username'}
    />
  );

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }} elevation={3}>
        <CardContent component="form" noValidate onSubmit={submit} sx={{ p: 3 }}>
          <Typography component="h1" variant="h6" sx={{ mb: 2, textAlign: 'center' }}>
            {text.heading}
          </Typography>
          {notice && !failure && (
            <Alert severity={notice === 'ended' ? 'info' : 'warning'} role="status" sx={{ mb: 1 }}>
              {notice === 'ended' ? text.sessionEnded : text.unreachable}
            </Alert>
          )}
          {field('username', 'text', 'username')}
          {field('password', 'password', 'current-password')}
          <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 1 }} startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}>
            {text.submit}
          </Button>
          {failure && (
            <Typography role="alert" color="error" sx={{ mt: 2, textAlign: 'center' }}>
              {failure}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
