import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { NotificationTypeOption, NotificationView, Role } from '../../src/contract';
import { accessRules, mayAccess, NOTIFICATION_MESSAGES } from '../../src/contract';
import type { BackofficeAuthProvider, SessionUser } from '../../src/app/providers/authProvider';
import { createQueryClient } from '../../src/app/providers/queryClient';
import { enterInPicker, pickerInput, pickerText } from './pickers';
import { API } from '../../src/contract/api';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import type { HttpClient, HttpRequest } from '../../src/app/providers/http';
import { i18nProvider } from '../../src/app/providers/i18n';
import { notificationsApi } from '../../src/app/notifications';
import { NotificationsScreen } from '../../src/app/notifications/NotificationsScreen';
import { webHref } from '../../src/contract';
import { NotificationCard, recipientCount } from '../../src/app/notifications/NotificationCard';
import { EditNotificationDialog, ScheduleNotificationDialog } from '../../src/app/notifications/NotificationFormDialog';
import { formatUtcMinute, fromUtcInputValue, toUtcInputValue } from '../../src/app/notifications/dates';
import { EMPTY_FORM, editSchema, scheduleSchema, type NotificationFormValues } from '../../src/app/notifications/form';
import type { NotificationRecord } from '../../src/app/notifications/types';

const NOW = new Date('2026-11-22T14:05:30Z');
const clock = () => NOW;
/** The forms' schemas as the popups run them (react-hook-form's zod resolver). */
const scheduleResolver = (types: readonly NotificationTypeOption[], at: () => Date) => zodResolver(scheduleSchema(types, at));
const editResolver = (at: () => Date) => zodResolver(editSchema(at));

function notification(overrides: Partial<NotificationView> = {}): NotificationRecord {
  const base: NotificationView = {
    _id: '00000000-0000-4000-8000-000000000001',
    titulo: 'Reunião de curso',
    mensagem: 'Reunião geral na sala B2.04.',
    url: 'https://www.campus.exemplo.pt/reuniao',
    date: '2026-11-30T09:15:00.000Z',
    tipo: 'Curso',
    tipoId: 'curso',
    extra: '9201',
    extraNome: 'Engenharia Informática',
    sent: false,
    sentAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    recievedBy: 0,
    author: { id_utilizador: 'ccurso', nome: 'Rui Pedro Almeida Santos' },
    ...overrides,
  };
  return { ...base, id: base._id };
}

const CCURSO_TYPES: NotificationTypeOption[] = [
  { id: 'curso;9201', name: 'Curso 9201 — Engenharia Informática', typeId: 'curso', extra: '9201', audience: 'course', extraRequired: false },
  { id: 'curso;9205', name: 'Curso 9205 — Multimédia', typeId: 'curso', extra: '9205', audience: 'course', extraRequired: false },
];
const ADMIN_TYPES: NotificationTypeOption[] = [
  { id: 'geral', name: 'Geral', typeId: 'geral', extra: null, audience: 'all', extraRequired: false },
  {
    id: 'escola',
    name: 'Escola',
    typeId: 'escola',
    extra: null,
    audience: 'school',
    extraRequired: true,
    extraOptions: [
      { value: 'ESTG', label: 'ESTG — Escola Superior de Tecnologia e Gestão' },
      { value: 'ESE', label: 'ESE — Escola Superior de Educação' },
    ],
  },
];

type Route = (request: HttpRequest | undefined) => unknown;

/** What every list's filter bar asks for: the user's saved views of the screen (none). */
const EVERY_LIST: Record<string, Route> = { 'GET /vistas': () => ({ data: [] }) };

/** A fake HttpClient: records each call and answers from a handler per `METHOD path`. */
function fakeHttp(routes: Record<string, Route>) {
  const calls: { path: string; request?: HttpRequest }[] = [];
  const http = (async (path: string, request?: HttpRequest) => {
    calls.push({ path, request });
    const key = `${request?.method ?? 'GET'} ${path}`;
    const handler = routes[key] ?? routes[`${request?.method ?? 'GET'} *`] ?? EVERY_LIST[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(request);
  }) as HttpClient;
  return { http, calls };
}

function fakeAuth(role: Role): BackofficeAuthProvider {
  const user = { id_utilizador: role.toLowerCase(), nome: 'Pessoa Teste', email: null, role, role_extra: null, fotografia: null } as unknown as SessionUser;
  return {
    restore: async () => undefined,
    currentUser: () => user,
    subscribe: () => () => undefined,
    sessionNotice: () => null,
    managedTutorias: async () => [],
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    // The access table's answer, as the real provider gives it (no programme managed).
    canAccess: async ({ resource, action }) => mayAccess(accessRules(), resource ?? '', action, role, () => false),
  };
}

function renderIn(ui: React.ReactNode, http: HttpClient, role: Role = 'GCI') {
  return render(
    <AdminContext dataProvider={createDataProvider([notificationsApi], http)} authProvider={fakeAuth(role)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      {ui}
    </AdminContext>,
  );
}

const form = (values: Partial<NotificationFormValues>): NotificationFormValues => ({ ...EMPTY_FORM, ...values });
const messagesOf = (result: Awaited<ReturnType<ReturnType<typeof editResolver>>>) =>
  Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));

describe('UTC dates', () => {
  it('formats a date in UTC to the minute', () => {
    expect(formatUtcMinute('2026-11-22T14:05:59.999Z')).toBe('2026-11-22 14:05 UTC');
    expect(formatUtcMinute('2026-01-02T03:04:00+01:00')).toBe('2026-01-02 02:04 UTC');
    expect(formatUtcMinute(new Date(Date.UTC(2027, 0, 1, 0, 0)))).toBe('2027-01-01 00:00 UTC');
    expect(formatUtcMinute('not a date')).toBe('');
  });

  it('reads and writes the datetime-local value as UTC, whatever the browser time zone', () => {
    expect(toUtcInputValue('2026-11-22T14:05:31.000Z')).toBe('2026-11-22T14:05');
    expect(fromUtcInputValue('2026-11-22T14:05')).toBe('2026-11-22T14:05:00.000Z');
    expect(fromUtcInputValue('2026-11-22T14:05:09')).toBe('2026-11-22T14:05:09.000Z');
    expect(fromUtcInputValue(toUtcInputValue('2026-06-30T23:59:00Z'))).toBe('2026-06-30T23:59:00.000Z');
    expect(fromUtcInputValue('2026-02-30T10:00')).toBeNull();
    expect(fromUtcInputValue('2026-11-22')).toBeNull();
    expect(fromUtcInputValue('')).toBeNull();
  });
});

describe('form validation (the contract schemas)', () => {
  const valid = form({ titulo: 'Aviso', mensagem: 'Texto', date: '2026-11-22T14:07', tipo: 'curso;9201' });

  it('an empty schedule form has the required messages', async () => {
    const result = await scheduleResolver(CCURSO_TYPES, clock)(EMPTY_FORM, undefined, {} as never);
    expect(messagesOf(result)).toEqual({
      titulo: 'Titulo é obrigatório',
      mensagem: 'Mensagem é obrigatória',
      date: 'Data é obrigatório',
      tipo: 'Tipo de notificação é obrigatório',
    });
  });

  it('limits title to 40, message and link to 400 characters', async () => {
    const result = await scheduleResolver(CCURSO_TYPES, clock)(
      { ...valid, titulo: 'x'.repeat(41), mensagem: 'y'.repeat(401), url: 'https://a.pt/'.padEnd(401, 'z') },
      undefined,
      {} as never,
    );
    expect(messagesOf(result)).toEqual({ titulo: 'Maximo de 40 caracteres', mensagem: 'Maximo de 400 caracteres', url: 'Maximo de 400 caracteres' });
    const ok = await scheduleResolver(CCURSO_TYPES, clock)({ ...valid, titulo: 'x'.repeat(40), mensagem: 'y'.repeat(400) }, undefined, {} as never);
    expect(ok.errors).toEqual({});
  });

  it('refuses a schedule date earlier than now, read as UTC', async () => {
    const past = await scheduleResolver(CCURSO_TYPES, clock)({ ...valid, date: '2026-11-22T14:05' }, undefined, {} as never);
    expect(messagesOf(past)).toEqual({ date: 'Data de agendamento invalida.' });
    const garbage = await scheduleResolver(CCURSO_TYPES, clock)({ ...valid, date: '2026-13-40T99:00' }, undefined, {} as never);
    expect(messagesOf(garbage)).toEqual({ date: 'Data de agendamento invalida.' });
  });

  it("splits the option 'curso;9201' into the type and its extra, and sends the date in UTC", async () => {
    const result = await scheduleResolver(CCURSO_TYPES, clock)(valid, undefined, {} as never);
    expect(result.values).toEqual({ titulo: 'Aviso', mensagem: 'Texto', url: null, date: new Date('2026-11-22T14:07:00Z'), tipo: 'curso', extra: '9201' });
  });

  it('asks for the course or school when the type needs one (ADMIN, DEV)', async () => {
    const missing = await scheduleResolver(ADMIN_TYPES, clock)({ ...valid, tipo: 'escola' }, undefined, {} as never);
    expect(messagesOf(missing)).toEqual({ extra: 'Escolha o curso ou a escola a que se destina a notificação.' });
    const chosen = await scheduleResolver(ADMIN_TYPES, clock)({ ...valid, tipo: 'escola', extra: 'ESE' }, undefined, {} as never);
    expect(chosen.values).toMatchObject({ tipo: 'escola', extra: 'ESE' });
  });

  it('lets an edit keep a date up to one hour in the past, not more', async () => {
    const edit = form({ titulo: 'Aviso', mensagem: 'Texto' });
    expect((await editResolver(clock)({ ...edit, date: '2026-11-22T13:10' }, undefined, {} as never)).errors).toEqual({});
    expect(messagesOf(await editResolver(clock)({ ...edit, date: '2026-11-22T13:04' }, undefined, {} as never))).toEqual({ date: 'Data de agendamento invalida.' });
    expect(messagesOf(await editResolver(clock)(EMPTY_FORM, undefined, {} as never))).toEqual({
      titulo: 'Titulo é obrigatório',
      mensagem: 'Mensagem é obrigatória',
      date: 'Data é obrigatório',
    });
  });
});

describe('notification endpoints', () => {
  it('lists own or all, creates, updates with {titulo, mensagem, date, url}, removes', async () => {
    const item = notification();
    const { http, calls } = fakeHttp({
      'GET /notifications': () => ({ data: [item] }),
      'GET /notifications/all': () => ({ data: [item, notification({ _id: 'b' })] }),
      'POST /notifications': () => ({ data: item }),
      [`PUT /notifications/${item._id}`]: () => ({ data: item }),
      [`DELETE /notifications/${item._id}`]: () => ({ data: item }),
      'GET /notifications/type/me': () => ({ data: CCURSO_TYPES }),
    });
    const provider = createDataProvider([notificationsApi], http);
    const list = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'date', order: 'DESC' as const } };
    expect((await provider.getList('notifications', { ...list, filter: { all: false } })).data[0].id).toBe(item._id);
    expect((await provider.getList('notifications', { ...list, filter: { all: true } })).total).toBe(2);
    await provider.create('notifications', { data: { titulo: 'a', mensagem: 'b', url: null, date: '2026-12-01T10:00:00.000Z', tipo: 'curso', extra: '9201' } });
    await provider.update('notifications', { id: item._id, data: { titulo: 'a', mensagem: 'b', date: '2026-12-01T10:00:00.000Z', url: null, tipo: 'x' }, previousData: item });
    await provider.delete('notifications', { id: item._id, previousData: item });
    expect((await provider.call(API.notifications.myTypes, undefined)).data).toEqual(CCURSO_TYPES);
    expect(calls.map((c) => `${c.request?.method ?? 'GET'} ${c.path}`)).toEqual([
      'GET /notifications',
      'GET /notifications/all',
      'POST /notifications',
      `PUT /notifications/${item._id}`,
      `DELETE /notifications/${item._id}`,
      'GET /notifications/type/me',
    ]);
    expect(calls[2].request?.body).toEqual({ titulo: 'a', mensagem: 'b', url: null, date: '2026-12-01T10:00:00.000Z', tipo: 'curso', extra: '9201' });
    expect(calls[3].request?.body).toEqual({ titulo: 'a', mensagem: 'b', date: '2026-12-01T10:00:00.000Z', url: null });
  });
});

describe('notification card', () => {
  it("shows title, UTC date, 'Pendente', message, link, type, extra and 'Recebido por N pessoa(s).', with Editar and Cancelar", () => {
    const onEdit = vi.fn();
    const onCancel = vi.fn();
    renderIn(<NotificationCard record={notification()} onEdit={onEdit} onCancel={onCancel} />, fakeHttp({}).http);
    const card = screen.getByRole('article', { name: 'Reunião de curso' });
    expect(within(card).getByText('2026-11-30 09:15 UTC')).toBeTruthy();
    expect(within(card).getByText('Pendente')).toBeTruthy();
    expect(within(card).getByText('Reunião geral na sala B2.04.')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /campus\.exemplo\.pt\/reuniao/ });
    expect(link.getAttribute('href')).toBe('https://www.campus.exemplo.pt/reuniao');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Curso')).toBeTruthy();
    expect(within(card).getByText('9201 — Engenharia Informática')).toBeTruthy();
    expect(within(card).getByText('Recebido por 0 pessoa(s).')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Editar' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("a sent one shows 'Enviada' and its recipients, and can be neither edited nor cancelled", () => {
    renderIn(<NotificationCard record={notification({ sent: true, recievedBy: 37, url: null })} onEdit={vi.fn()} onCancel={vi.fn()} />, fakeHttp({}).http);
    expect(screen.getByText('Enviada')).toBeTruthy();
    expect(screen.getByText('Recebido por 37 pessoa(s).')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts recipients given as a number or, from an older server, as a list', () => {
    expect(recipientCount(12)).toBe(12);
    expect(recipientCount(['a', 'b', 'c'])).toBe(3);
    expect(recipientCount(undefined)).toBe(0);
  });

  it('only ever links to http(s)', () => {
    expect(webHref('www.campus.pt/x')).toBe('http://www.campus.pt/x');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('https://a.pt')).toBe('https://a.pt');
    expect(webHref('campus.pt:8080/x')).toBe('http://campus.pt:8080/x');
    // A link stored before the server refused such schemes is shown, never clickable.
    renderIn(<NotificationCard record={notification({ url: 'JavaScript:alert(1)' })} onEdit={vi.fn()} onCancel={vi.fn()} />, fakeHttp({}).http);
    expect(screen.getByText('JavaScript:alert(1)')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('schedule and edit popups', () => {
  it('shows every validation message under its field for an empty form', async () => {
    const { http, calls } = fakeHttp({});
    renderIn(<ScheduleNotificationDialog types={CCURSO_TYPES} onClose={vi.fn()} />, http);
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    const dialog = await screen.findByRole('dialog');
    for (const message of [NOTIFICATION_MESSAGES.titleRequired, NOTIFICATION_MESSAGES.messageRequired, NOTIFICATION_MESSAGES.dateRequired, NOTIFICATION_MESSAGES.typeRequired]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Titulo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('0/40')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Maximo de 40 caracteres' and an earlier date as invalid", async () => {
    renderIn(<ScheduleNotificationDialog types={CCURSO_TYPES} onClose={vi.fn()} />, fakeHttp({}).http);
    fireEvent.change(screen.getByLabelText('Titulo'), { target: { value: 'x'.repeat(41) } });
    await enterInPicker('Data (UTC)', '2020-01-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Maximo de 40 caracteres')).toBeTruthy();
    expect(screen.getByText('Data de agendamento invalida.')).toBeTruthy();
    expect(screen.getByText('41/40')).toBeTruthy();
  });

  it("offers the user's types and sends {titulo, mensagem, url, date, tipo, extra}", async () => {
    const onClose = vi.fn();
    const { http, calls } = fakeHttp({ 'POST /notifications': () => ({ data: notification() }) });
    renderIn(<ScheduleNotificationDialog types={CCURSO_TYPES} onClose={onClose} />, http);
    fireEvent.change(screen.getByLabelText('Titulo'), { target: { value: 'Aviso' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Texto do aviso' } });
    await enterInPicker('Data (UTC)', '2099-05-01T08:30');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de notificação' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(CCURSO_TYPES.map((t) => t.name));
    fireEvent.click(options[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0].request?.body).toEqual({ titulo: 'Aviso', mensagem: 'Texto do aviso', url: null, date: '2099-05-01T08:30:00.000Z', tipo: 'curso', extra: '9205' });
  });

  it('edits with the values of the notification, and refuses a date more than one hour in the past', async () => {
    const record = notification({ date: '2020-01-01T10:00:00.000Z' });
    const { http, calls } = fakeHttp({});
    renderIn(<EditNotificationDialog record={record} onClose={vi.fn()} />, http);
    expect((screen.getByLabelText('Titulo') as HTMLInputElement).value).toBe('Reunião de curso');
    expect((await pickerInput('Data (UTC)')).value).toBe(pickerText('2020-01-01T10:00'));
    expect(screen.queryByRole('combobox', { name: 'Tipo de notificação' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Titulo'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Titulo é obrigatório')).toBeTruthy();
    expect(screen.getByText('Data de agendamento invalida.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('notifications screen', () => {
  it("lists the history and shows 'Mostrar todas as notificações' to ADMIN and DEV only", async () => {
    const routes = {
      'GET /notifications': () => ({ data: [notification(), notification({ _id: 'sent', titulo: 'Enviada antes', sent: true, recievedBy: 5 })] }),
      'GET /notifications/all': () => ({ data: [notification({ _id: 'other', titulo: 'De outra pessoa' })] }),
      'GET /notifications/type/me': () => ({ data: CCURSO_TYPES }),
      // ADMIN's filter bar offers every type.
      'GET /notifications/type': () => ({ data: [] }),
    };
    const gci = renderIn(<NotificationsScreen />, fakeHttp(routes).http, 'GCI');
    expect(await screen.findByRole('heading', { name: 'Histórico de notificações' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Recebido por 5 pessoa(s).')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Mostrar todas as notificações' })).toBeNull();
    gci.unmount();

    renderIn(<NotificationsScreen />, fakeHttp(routes).http, 'ADMIN');
    const checkbox = await screen.findByRole('checkbox', { name: 'Mostrar todas as notificações' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    fireEvent.click(checkbox);
    expect(await screen.findByRole('article', { name: 'De outra pessoa' })).toBeTruthy();
  });

  it("shows 'Ainda não enviou nenhuma notificação!' when empty and 'Ocorreu um erro...' on failure", async () => {
    const empty = renderIn(<NotificationsScreen />, fakeHttp({ 'GET /notifications': () => ({ data: [] }), 'GET /notifications/type/me': () => ({ data: [] }) }).http);
    expect(await screen.findByText('Ainda não enviou nenhuma notificação!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Agendar notificação' }) as HTMLButtonElement).disabled).toBe(true);
    empty.unmount();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIn(<NotificationsScreen />, fakeHttp({ 'GET /notifications': () => Promise.reject(new Error('boom')), 'GET /notifications/type/me': () => ({ data: [] }) }).http);
    expect(await screen.findByText('Ocorreu um erro...')).toBeTruthy();
    error.mockRestore();
  });

  it("cancels a pending one after 'Tem a certeza?' / 'Confirmar', and it leaves the list", async () => {
    let items = [notification()];
    const { http, calls } = fakeHttp({
      'GET /notifications': () => ({ data: items }),
      'GET /notifications/type/me': () => ({ data: CCURSO_TYPES }),
      [`DELETE /notifications/${items[0]._id}`]: () => {
        const gone = items[0];
        items = [];
        return { data: gone };
      },
    });
    renderIn(<NotificationsScreen />, http);
    const card = await screen.findByRole('article', { name: 'Reunião de curso' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Tem a certeza?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ainda não enviou nenhuma notificação!')).toBeTruthy();
    expect(calls.some((c) => c.request?.method === 'DELETE')).toBe(true);
  });
});
