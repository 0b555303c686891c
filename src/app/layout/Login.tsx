import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { loginBody } from '../../contract';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

type Field = 'username' | 'password';

/** The login screen (spec section 2 "Login screen", 5 "Login", 8 "Login failure"). */
export function Login() {
  const translate = useTranslate();
  const login = useLogin();
  const user = useSessionUser();
  const notice = useBackofficeAuthProvider()?.sessionNotice();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (user) return <Navigate to="/" replace />;

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
      await login(parsed.data, '/');
    } catch (error) {
      // Both fields errored with empty messages; the reason under the form.
      setFieldErrors({ username: '', password: '' });
      setFailure((error as Error).message || translate('app.login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={translate(`app.login.${name}`)}
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
            {translate('app.login.heading')}
          </Typography>
          {notice && !failure && (
            <Alert severity={notice === 'ended' ? 'info' : 'warning'} role="status" sx={{ mb: 1 }}>
              {translate(notice === 'ended' ? 'app.login.sessionEnded' : 'app.error.503')}
            </Alert>
          )}
          {field('username', 'text', 'username')}
          {field('password', 'password', 'current-password')}
          <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 1 }} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}>
            {translate('app.login.submit')}
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
