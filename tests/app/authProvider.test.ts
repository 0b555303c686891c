import { describe, expect, it, vi } from 'vitest';
import { avatarUrl, createAuthProvider, DEFAULT_AVATAR, displayName } from '../../src/app/providers/authProvider';
import type { HttpClient } from '../../src/app/providers/http';

const user = { id_utilizador: 'ccurso', nome: 'Rui Pedro Almeida Santos', email: 'r@x.pt', role: 'ccurso', role_extra: ['9201'], fotografia: null, unidade_organica: 'ESTG', tipo: null };

function fakeHttp(routes: Record<string, () => unknown>): HttpClient & { calls: string[] } {
  const calls: string[] = [];
  const client = (async (path: string) => {
    calls.push(path);
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler();
  }) as HttpClient & { calls: string[] };
  client.calls = calls;
  return client;
}

describe('authProvider', () => {
  it('stores the token under api_token and upper-cases the role on login', async () => {
    const auth = createAuthProvider(fakeHttp({ '/backoffice/login': () => ({ status: true, mensagem: '', user, token: 'tok' }) }));
    await auth.login({ username: 'ccurso', password: 'demo' });
    expect(localStorage.getItem('api_token')).toBe('tok');
    expect(auth.currentUser()?.role).toBe('CCURSO');
    expect(await auth.getPermissions?.({})).toBe('CCURSO');
  });

  it("rejects with the server's mensagem, or 'Autenticação falhou'", async () => {
    const withMessage = createAuthProvider(fakeHttp({ '/backoffice/login': () => ({ status: false, mensagem: 'Credenciais erradas', user: null, token: null }) }));
    await expect(withMessage.login({ username: 'a', password: 'b' })).rejects.toThrow('Credenciais erradas');
    const without = createAuthProvider(fakeHttp({ '/backoffice/login': () => ({ status: false, mensagem: '', user: null, token: null }) }));
    await expect(without.login({ username: 'a', password: 'b' })).rejects.toThrow('Autenticação falhou');
    expect(localStorage.getItem('api_token')).toBeNull();
  });

  it('restores a stored token through verifytoken; unanswered, it stays signed out but keeps the token for a reload', async () => {
    localStorage.setItem('api_token', 'good');
    const ok = createAuthProvider(fakeHttp({ '/backoffice/verifytoken': () => ({ data: user }) }));
    await ok.restore();
    expect(ok.currentUser()?.id_utilizador).toBe('ccurso');

    const unreachable = Object.assign(new Error('Parece que o nosso servidor está desligado'), { status: 503 });
    const failing = createAuthProvider(fakeHttp({ '/backoffice/verifytoken': () => Promise.reject(unreachable) }));
    await failing.restore();
    expect(failing.currentUser()).toBeNull();
    expect(localStorage.getItem('api_token')).toBe('good');
    expect(failing.sessionNotice()).toBe('unreachable');
    // `message: false`: react-admin redirects without a toast of its own (it would be English).
    await expect(failing.checkAuth({})).rejects.toEqual({ message: false });
  });

  it("a token the server refuses (401) leaves the 'ended' notice for the login page; signing in clears it", async () => {
    localStorage.setItem('api_token', 'expired');
    const refused = Object.assign(new Error('Sessão inválida'), { status: 401 });
    const auth = createAuthProvider(
      fakeHttp({
        '/backoffice/verifytoken': () => Promise.reject(refused),
        '/backoffice/login': () => ({ status: true, mensagem: '', user, token: 't' }),
      }),
    );
    await auth.restore();
    expect(auth.sessionNotice()).toBe('ended');
    // react-admin's logout after the refusal keeps the notice; signing in clears it.
    await auth.logout({});
    expect(auth.sessionNotice()).toBe('ended');
    await auth.login({ username: 'ccurso', password: 'demo' });
    expect(auth.sessionNotice()).toBeNull();
  });

  it('tells subscribers when the user signs in or out', async () => {
    const auth = createAuthProvider(fakeHttp({ '/backoffice/login': () => ({ status: true, mensagem: '', user, token: 't' }), '/backoffice/logout': () => ({}) }));
    const seen: (string | null)[] = [];
    const unsubscribe = auth.subscribe(() => seen.push(auth.currentUser()?.id_utilizador ?? null));
    await auth.login({ username: 'ccurso', password: 'demo' });
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
    expect(auth.sessionNotice()).toBe('ended');
    unsubscribe();
    await auth.login({ username: 'ccurso', password: 'demo' });
    expect(seen).toEqual(['ccurso', null]);
  });

  it('does not call verifytoken without a stored token', async () => {
    const http = fakeHttp({});
    await createAuthProvider(http).restore();
    expect(http.calls).toEqual([]);
  });

  it('logout removes the token and the user; a 401 does the same', async () => {
    const http = fakeHttp({ '/backoffice/login': () => ({ status: true, mensagem: '', user, token: 't' }), '/backoffice/logout': () => ({}) });
    const auth = createAuthProvider(http);
    await auth.login({ username: 'x', password: 'y' });
    await auth.logout({});
    expect(http.calls).toContain('/backoffice/logout');
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(auth.currentUser()).toBeNull();

    await auth.login({ username: 'x', password: 'y' });
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
    expect(auth.currentUser()).toBeNull();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('a request refused while or after signing out on purpose does not say the session ended', async () => {
    // A read still under way when the user chose 'Terminar sessão' comes back 401 once the server has
    // ended the session: during the sign-out's own request, or after it (a run beside a CPU hog).
    let answerSignOut = () => {};
    const http = fakeHttp({
      '/backoffice/login': () => ({ status: true, mensagem: '', user, token: 't' }),
      '/backoffice/logout': () => new Promise<void>((resolve) => (answerSignOut = resolve)),
    });
    const auth = createAuthProvider(http);
    await auth.login({ username: 'x', password: 'y' });
    const leaving = auth.logout({});
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
    answerSignOut();
    await leaving;
    expect(auth.sessionNotice()).toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false });
    expect(auth.sessionNotice()).toBeNull();
    // react-admin's logout after that refusal asks the server once: the sign-out under way.
    expect(http.calls.filter((c) => c === '/backoffice/logout')).toHaveLength(1);
  });

  it('names the user by first and last name, or the capitalised id', () => {
    expect(displayName(user)).toBe('Rui Santos');
    expect(displayName({ id_utilizador: 'dev', nome: null })).toBe('Dev');
    expect(displayName({ id_utilizador: 'x', nome: 'Madonna' })).toBe('Madonna');
  });

  it('turns a base64 photo into a data URL, or uses the default image', () => {
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(avatarUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(avatarUrl('PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
  });
});

describe('http client', () => {
  it('sends the no-cache, JSON and access-token headers', async () => {
    localStorage.setItem('api_token', 'abc');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { http } = await import('../../src/app/providers/http');
    await http('/bugs', { query: { limit: 25, page: 0, search: '' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bugs?limit=25&page=0');
    const headers = new Headers(init.headers);
    expect(headers.get('access-token')).toBe('abc');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-type')).toBe('application/json');
    vi.unstubAllGlobals();
  });
});
