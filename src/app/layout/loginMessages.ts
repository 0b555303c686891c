/**
 * The texts of the way in: the login form and its notices. Kept apart from the catalogue (pt.ts
 * includes them as app.login) so that the first page a signed-out user downloads is only the form.
 */
/** Where signed-out users are sent (spec section 2). */
export const LOGIN_PATH = '/login';

/** Shown while a stored token is checked (spec section 2, Login screen). */
export const LOADING = 'Loading...';

export const SERVER_DOWN = 'Parece que o nosso servidor está desligado';

export const loginMessages = {
  heading: 'Insira as credênciais de acesso',
  username: 'Utilizador',
  password: 'Palavra-passe',
  submit: 'Entrar',
  failed: 'Autenticação falhou',
  sessionEnded: 'A sua sessão terminou. Inicie sessão novamente para continuar.',
  unreachable: SERVER_DOWN,
};
