import { useId, useState, useTransition, type CSSProperties, type FormEvent } from 'react';
import { checkCredentials, type CredentialField } from '../../contract/credentials';
import { FONT_FAMILY, palettes, type ThemeMode } from '../palette';
import type { SessionNotice } from '../providers/authProvider';
import { loginMessages as text } from './loginMessages';
import './LoginForm.css';

/** The theme's colours and font as the CSS variables LoginForm.css paints with (what a palette leaves out keeps the CSS default). */
function themeVariables(mode: ThemeMode): CSSProperties {
  const palette = palettes[mode];
  const variables: Record<string, string> = {
    '--signin-font': FONT_FAMILY,
    '--signin-primary': palette.primary.main,
    '--signin-bg': palette.background.default,
    '--signin-warning': palette.warning.main,
  };
  if ('paper' in palette.background) variables['--signin-paper'] = palette.background.paper;
  if ('error' in palette) variables['--signin-error'] = palette.error.main;
  if ('info' in palette) variables['--signin-info'] = palette.info.main;
  return variables as CSSProperties;
}

/** MUI's InfoOutlined and ReportProblemOutlined, the icons of the notices. */
const NOTICE_ICONS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
};

/**
 * The login form (spec section 2 "Login screen", 5 "Login", 8 "Login failure"): plain HTML and a
 * small stylesheet, free of react-admin, MUI and zod, so that the signed-out first page is React
 * and this form alone; react-admin's login page (Login.tsx) shows the same form. `mode` is the
 * light or dark theme the user chose.
 */
export function LoginForm({ signIn, notice = null, mode = 'light' }: { signIn: (credentials: { username: string; password: string }) => Promise<void>; notice?: SessionNotice; mode?: ThemeMode }) {
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CredentialField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Pending while the sign-in runs (React's own state of an async transition; a success leaves the page).
  const [submitting, startSubmitting] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCredentials(values);
    if (!checked.success) {
      setFieldErrors(checked.errors);
      setFailure(null);
      return;
    }
    startSubmitting(async () => {
      try {
        await signIn(checked.data);
      } catch (error) {
        // Both fields errored with empty messages; the reason under the form.
        setFieldErrors({ username: '', password: '' });
        setFailure((error as Error).message || text.failed);
      }
    });
  };

  const field = (name: CredentialField, type: string, autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const message = fieldErrors[name];
    const invalid = message !== undefined;
    const classes = ['signin-field', values[name] && 'signin-filled', invalid && 'signin-invalid'].filter(Boolean).join(' ');
    return (
      <div className={classes}>
        <div className="signin-control">
          <label className="signin-label" htmlFor={inputId}>
            {text[name]}
          </label>
          <input
            className="signin-input"
            id={inputId}
            name={name}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            aria-invalid={invalid}
            aria-describedby={message ? `${inputId}-message` : undefined}
            autoFocus={name === 'username'}
          />
          {/* The outline, with a gap for the label once it sits on the border (as MUI's outlined fields). */}
          <fieldset className="signin-outline" aria-hidden="true">
            <legend>
              <span>{text[name]}</span>
            </legend>
          </fieldset>
        </div>
        <p className="signin-message" id={`${inputId}-message`}>
          {message}
        </p>
      </div>
    );
  };

  const noticeKind = notice === 'ended' ? 'info' : 'warning';
  return (
    <main className="signin" data-mode={mode} style={themeVariables(mode)}>
      <form className="signin-card" noValidate onSubmit={submit}>
        <h1 className="signin-heading">{text.heading}</h1>
        {notice && !failure && (
          <div className={`signin-notice signin-notice-${noticeKind}`} role="status">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={NOTICE_ICONS[noticeKind]} />
            </svg>
            <div className="signin-notice-text">{notice === 'ended' ? text.sessionEnded : text.unreachable}</div>
          </div>
        )}
        {field('username', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        <button className="signin-button" type="submit" disabled={submitting}>
          {submitting && <span className="signin-spinner" aria-hidden="true" />}
          {text.submit}
        </button>
        {failure && (
          <p className="signin-failure" role="alert">
            {failure}
          </p>
        )}
      </form>
    </main>
  );
}
