import { describe, expect, it } from 'vitest';
import {
  editNotificationSchema,
  joinTipo,
  NOTIFICATION_LIMITS,
  scheduleNotificationSchema,
  splitTipo,
} from '../../src/contract';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const valid = { titulo: 'Reunião', mensagem: 'Olá a todos', url: '', date: at(minutes(30)), tipo: 'geral', extra: '' };

/** field -> first message, as the API's 400 answer and a form show them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

describe('scheduleNotificationSchema(now)', () => {
  const schema = scheduleNotificationSchema(NOW);

  it('accepts a valid body and returns a Date, null url and extra', () => {
    const out = schema.parse(valid);
    expect(out).toEqual({ titulo: 'Reunião', mensagem: 'Olá a todos', url: null, date: new Date(at(minutes(30))), tipo: 'geral', extra: null });
  });

  it('gives each field its spec message when missing or empty', () => {
    expect(errorsOf(schema.safeParse({}))).toEqual({
      titulo: 'Titulo é obrigatório',
      mensagem: 'Mensagem é obrigatória',
      date: 'Data é obrigatório',
      tipo: 'Tipo de notificação é obrigatório',
    });
    expect(errorsOf(schema.safeParse({ titulo: '  ', mensagem: '', date: '', tipo: '', url: null, extra: null }))).toEqual({
      titulo: 'Titulo é obrigatório',
      mensagem: 'Mensagem é obrigatória',
      date: 'Data é obrigatório',
      tipo: 'Tipo de notificação é obrigatório',
    });
    expect(errorsOf(schema.safeParse({ ...valid, date: null, tipo: ';9201' }))).toEqual({
      date: 'Data é obrigatório',
      tipo: 'Tipo de notificação é obrigatório',
    });
  });

  it('limits title to 40, message and link to 400 characters', () => {
    expect(schema.safeParse({ ...valid, titulo: 'a'.repeat(NOTIFICATION_LIMITS.title) }).success).toBe(true);
    const link = (length: number) => `https://campus.exemplo.pt/${'a'.repeat(length - 'https://campus.exemplo.pt/'.length)}`;
    expect(schema.safeParse({ ...valid, mensagem: 'a'.repeat(400), url: link(400) }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...valid, titulo: 'a'.repeat(41), mensagem: 'a'.repeat(401), url: link(401) }))).toEqual({
      titulo: 'Maximo de 40 caracteres',
      mensagem: 'Maximo de 400 caracteres',
      url: 'Maximo de 400 caracteres',
    });
  });

  it('refuses a date earlier than now, accepts now itself', () => {
    expect(schema.safeParse({ ...valid, date: at(0) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, date: NOW }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...valid, date: at(-1) }))).toEqual({ date: 'Data de agendamento invalida.' });
    expect(errorsOf(schema.safeParse({ ...valid, date: at(-minutes(60)) }))).toEqual({ date: 'Data de agendamento invalida.' });
    expect(errorsOf(schema.safeParse({ ...valid, date: 'amanhã' }))).toEqual({ date: 'Data de agendamento invalida.' });
  });

  it('reads the clock on every parse when given a function', () => {
    let clock = NOW;
    const live = scheduleNotificationSchema(() => clock);
    expect(live.safeParse({ ...valid, date: at(minutes(1)) }).success).toBe(true);
    clock = new Date(NOW.getTime() + minutes(2));
    expect(live.safeParse({ ...valid, date: at(minutes(1)) }).success).toBe(false);
  });

  it("splits a tipo 'id;extra' and keeps a separate extra for a plain id", () => {
    expect(schema.parse({ ...valid, tipo: 'curso;9201' })).toMatchObject({ tipo: 'curso', extra: '9201' });
    expect(schema.parse({ ...valid, tipo: 'curso;9201', extra: '9201' })).toMatchObject({ tipo: 'curso', extra: '9201' });
    expect(schema.parse({ ...valid, tipo: 'curso', extra: '9205' })).toMatchObject({ tipo: 'curso', extra: '9205' });
    expect(schema.parse({ ...valid, tipo: 'curso;9201', extra: '9205' })).toMatchObject({ tipo: 'curso', extra: '9201' });
    expect(splitTipo('escola;ESTG')).toEqual({ typeId: 'escola', extra: 'ESTG' });
    expect(splitTipo('geral')).toEqual({ typeId: 'geral', extra: null });
    expect(joinTipo('curso', '9201')).toBe('curso;9201');
    expect(joinTipo('geral', null)).toBe('geral');
  });
});

describe('editNotificationSchema(now)', () => {
  const schema = editNotificationSchema(NOW);
  const body = { titulo: 'T', mensagem: 'M', date: at(0), url: 'https://x.pt' };

  it('accepts a date up to exactly one hour in the past', () => {
    expect(schema.safeParse({ ...body, date: at(minutes(5)) }).success).toBe(true);
    expect(schema.safeParse({ ...body, date: at(0) }).success).toBe(true);
    expect(schema.safeParse({ ...body, date: at(-minutes(30)) }).success).toBe(true);
    expect(schema.safeParse({ ...body, date: at(-NOTIFICATION_LIMITS.editGraceMs) }).success).toBe(true);
  });

  it("refuses a date more than one hour in the past with 'Data de agendamento invalida.'", () => {
    expect(errorsOf(schema.safeParse({ ...body, date: at(-minutes(61)) }))).toEqual({ date: 'Data de agendamento invalida.' });
    expect(errorsOf(schema.safeParse({ ...body, date: at(-NOTIFICATION_LIMITS.editGraceMs - 1) }))).toEqual({ date: 'Data de agendamento invalida.' });
  });

  it('needs no type and drops one if sent', () => {
    const out = schema.parse({ ...body, tipo: 'curso;9201' });
    expect(out).toEqual({ titulo: 'T', mensagem: 'M', url: 'https://x.pt', date: new Date(at(0)) });
    expect(errorsOf(schema.safeParse({}))).toEqual({ titulo: 'Titulo é obrigatório', mensagem: 'Mensagem é obrigatória', date: 'Data é obrigatório' });
  });
});
