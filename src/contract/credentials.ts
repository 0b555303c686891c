/**
 * The rules of the login body, without zod: `loginBody` (schemas/auth.ts, the server's validation)
 * is built from these messages, and the login form checks with `checkCredentials`, so that the
 * first page a signed-out user downloads does not carry zod. Both give the same verdict and the
 * same messages (tests/contract/credentials.test.ts compares them).
 */

export type CredentialField = 'username' | 'password';

/** The message of an empty field (the username counts as empty when it is only spaces). */
export const CREDENTIAL_REQUIRED: Record<CredentialField, string> = {
  username: 'Username is required',
  password: 'Password is required',
};

/**
 * The longest each field may be: no account has a longer name, and no password is longer than a
 * passphrase; past them the sign-in is refused at once, before any hashing or counting.
 */
export const CREDENTIAL_MAX: Record<CredentialField, number> = { username: 256, password: 1024 };

/** The message of a field over its maximum. */
export const credentialTooLong = (field: CredentialField) => `Maximo de ${CREDENTIAL_MAX[field]} caracteres`;

export type CredentialsCheck =
  | { success: true; data: { username: string; password: string } }
  | { success: false; errors: Partial<Record<CredentialField, string>> };

/** What `loginBody.safeParse` says of the form's two strings: the trimmed username and the password, or each field's message. */
export function checkCredentials({ username, password }: { username: string; password: string }): CredentialsCheck {
  const trimmed = username.trim();
  const errors: Partial<Record<CredentialField, string>> = {};
  if (trimmed.length < 1) errors.username = CREDENTIAL_REQUIRED.username;
  else if (trimmed.length > CREDENTIAL_MAX.username) errors.username = credentialTooLong('username');
  if (password.length < 1) errors.password = CREDENTIAL_REQUIRED.password;
  else if (password.length > CREDENTIAL_MAX.password) errors.password = credentialTooLong('password');
  return errors.username || errors.password ? { success: false, errors } : { success: true, data: { username: trimmed, password } };
}
