import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_MESSAGES, STALE_MESSAGE, type HrRequest, type HrRequestsPage } from '../../src/contract';
import { files, hrRequests } from '../../src/server/db/schema';
import { simplePdf } from '../../src/server/db/seed/pdf';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.as('rh', { method: 'GET', url: `/api/questoesrh${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HrRequestsPage;
};
const answer = (payload: object, as = 'rh') => t.as(as, { method: 'POST', url: '/api/questoesrh/update', payload });
const pdf = simplePdf(['Resposta de teste', 'Deferido.']);
const base64 = (bytes: Buffer) => bytes.toString('base64');
const openOne = async () => (await list('?respondidos=false&limit=1')).data[0];
const stored = async () => ({ files: await t.database.db.$count(files), answered: (await list('?respondidos=true')).pagination.total });

describe('GET /api/questoesrh', () => {
  it('pages 10 at a time, newest first, without the PDFs bytes', async () => {
    const first = await list('?limit=10&page=0');
    expect(first.pagination).toMatchObject({ count: 10, limit: 10, page: 0 });
    expect(first.pagination.total).toBe(await t.database.db.$count(hrRequests));
    const dates = first.data.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.every((r) => r.anexo === null)).toBe(true);
    expect(first.data[0]).toMatchObject({ _id: expect.any(String), corpo: expect.any(String), type: expect.any(String), user: { nome: expect.anything(), email: expect.anything() } });
  });

  it('filters answered or not and by type name in the database, so pages stay full', async () => {
    const open = await list('?respondidos=false');
    const answered = await list('?respondidos=true');
    expect(open.data.every((r) => r.anexoNome === null)).toBe(true);
    expect(answered.data.every((r) => r.anexoNome !== null)).toBe(true);
    expect(open.pagination.total + answered.pagination.total).toBe((await list()).pagination.total);
    const ferias = await list('?tipo=FÉRIAS&respondidos=false');
    expect(ferias.data.length).toBe(Math.min(10, ferias.pagination.total));
    expect(ferias.data.every((r) => r.type === 'Férias' && r.anexoNome === null)).toBe(true);
    expect((await list('?tipo=Nenhum')).pagination.total).toBe(0);
  });
});

describe('answering with a PDF', () => {
  it('stores the PDF with the request, serves it back under its name, and refuses a second answer', async () => {
    const request = await openOne();
    const res = await answer({ _id: request._id, anexo: `data:application/pdf;base64,${base64(pdf)}`, anexoNome: 'Resposta férias.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: request._id, anexoNome: 'Resposta férias.pdf', anexo: null });

    const download = await t.as('admin', { method: 'GET', url: `/api/questoesrh/${request._id}/anexo` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Resposta ferias.pdf"; filename*=UTF-8''${encodeURIComponent('Resposta férias.pdf')}`);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const before = await stored();
    const again = await answer({ _id: request._id, anexo: base64(pdf), anexoNome: 'outra.pdf' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HR_MESSAGES.answered);
    expect(await stored()).toEqual(before);
  });

  it("keeps and serves a PDF's name ending in .pdf, without control, bidi or invisible characters ('x.html' downloaded as x.html, '\\u202efdp.exe' looked like 'exe.pdf')", async () => {
    const cases: [string, string][] = [
      ['x.html', 'x.pdf'],
      ['\u202efdp.exe', 'fdp.pdf'],
      ['rela\u200btório\u0007 final', 'relatório final.pdf'],
      ['\u2066\u2069', 'resposta.pdf'],
    ];
    for (const [sent, kept] of cases) {
      const request = await openOne();
      const res = await answer({ _id: request._id, anexo: base64(pdf), anexoNome: sent });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.anexoNome).toBe(kept);
      const download = await t.as('rh', { method: 'GET', url: `/api/questoesrh/${request._id}/anexo` });
      expect(download.headers['content-disposition']).toMatch(new RegExp(`filename\\*=UTF-8''${encodeURIComponent(kept).replace(/[.()]/g, '\\$&')}$`));
    }
  });

  it('replaces an answer only on purpose (If-Match of its version, or *), the old PDF kept for its history; a stale version is refused', async () => {
    const request = await openOne();
    const first = await answer({ _id: request._id, anexo: base64(pdf), anexoNome: 'primeira.pdf' });
    const answered = first.json().data as HrRequest;
    const before = await stored();
    const replace = (name: string, ifMatch: string) => t.as('rh', { method: 'POST', url: '/api/questoesrh/update', payload: { _id: request._id, anexo: base64(pdf), anexoNome: name }, headers: { 'if-match': ifMatch } });

    const stale = await replace('velha.pdf', `"${request.version}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_MESSAGE, current: { _id: request._id, anexoNome: 'primeira.pdf', version: answered.version } });

    const replaced = await replace('segunda.pdf', `"${answered.version}"`);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.anexoNome).toBe('segunda.pdf');
    const overwritten = await replace('terceira.pdf', '*');
    expect(overwritten.json().data.anexoNome).toBe('terceira.pdf');
    // Each answer replaced stays stored ('Repor esta versão' in the request's history offers it again).
    expect(await stored()).toEqual({ ...before, files: before.files + 2 });
  });

  it("serves an earlier answer by the SHA-256 its history names, under its name then; none the history does not name", async () => {
    const request = await openOne();
    const other = simplePdf(['Primeira resposta', request._id]);
    expect((await answer({ _id: request._id, anexo: base64(other), anexoNome: 'primeira.pdf' })).statusCode).toBe(200);
    const again = await t.as('rh', { method: 'POST', url: '/api/questoesrh/update', payload: { _id: request._id, anexo: base64(pdf), anexoNome: 'segunda.pdf' }, headers: { 'if-match': '*' } });
    expect(again.statusCode).toBe(200);
    const sha256 = createHash('sha256').update(other).digest('hex');
    const earlier = await t.as('admin', { method: 'GET', url: `/api/questoesrh/${request._id}/anexo?versao=${sha256}` });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.rawPayload.equals(other)).toBe(true);
    expect(earlier.headers['content-disposition']).toContain('primeira.pdf');
    // Of another request, or not a SHA-256: refused.
    const elsewhere = await openOne();
    expect((await t.as('admin', { method: 'GET', url: `/api/questoesrh/${elsewhere._id}/anexo?versao=${sha256}` })).json()).toEqual({ statusCode: 404, message: HR_MESSAGES.noVersion });
    expect((await t.as('admin', { method: 'GET', url: `/api/questoesrh/${request._id}/anexo?versao=abc` })).json()).toMatchObject({ statusCode: 400, message: HR_MESSAGES.version });
  });

  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 1)]);
  const bad: [string, () => object, number, string][] = [
    ['a renamed .exe', () => ({ anexo: base64(exe), anexoNome: 'programa.pdf' }), 400, HR_MESSAGES.notPdf],
    ['a truncated PDF', () => ({ anexo: base64(pdf.subarray(0, pdf.length - 40)), anexoNome: 'cortado.pdf' }), 400, HR_MESSAGES.truncated],
    ['an 11 MB PDF', () => ({ anexo: base64(Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(11 * 1024 * 1024, 32), Buffer.from('\n%%EOF\n')])), anexoNome: 'grande.pdf' }), 413, HR_MESSAGES.tooLarge],
    ['no file', () => ({ anexoNome: 'nada.pdf' }), 400, HR_MESSAGES.noFile],
    ['text that is not base64', () => ({ anexo: 'isto não é base64!', anexoNome: 'x.pdf' }), 400, HR_MESSAGES.notPdf],
    ['a name with a folder', () => ({ anexo: base64(pdf), anexoNome: '../../etc/passwd.pdf' }), 400, HR_MESSAGES.fileName],
  ];
  it.each(bad)('refuses %s with a message, storing nothing', async (_name, body, status, message) => {
    const request = await openOne();
    const before = await stored();
    const res = await answer({ _id: request._id, ...body() });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown request, and a download of a request without answer', async () => {
    const res = await answer({ _id: '00000000-0000-4000-8000-000000000000', anexo: base64(pdf), anexoNome: 'x.pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(HR_MESSAGES.notFound);
    const request = await openOne();
    expect((await t.as('rh', { method: 'GET', url: `/api/questoesrh/${request._id}/anexo` })).statusCode).toBe(404);
  });

  it('keeps the PDF and its download to HR and the administrators', async () => {
    const answered = (await list('?respondidos=true')).data[0];
    for (const user of ['gci', 'direcao', 'default']) {
      expect((await t.as(user, { method: 'GET', url: `/api/questoesrh/${answered._id}/anexo` })).statusCode, user).toBe(403);
      expect((await answer({ _id: (await openOne())._id, anexo: base64(pdf), anexoNome: 'x.pdf' }, user)).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/questoesrh/${answered._id}/anexo` })).statusCode).toBe(401);
  });
});

describe('POST /api/questoesrh (from the app)', () => {
  it('takes a request from any signed-in user, the type by name or id, and lists it first', async () => {
    const res = await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: 'horário flexível', corpo: 'Peço horário flexível às sextas.' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as HrRequest;
    expect(created).toMatchObject({ type: 'Horário flexível', corpo: 'Peço horário flexível às sextas.', anexoNome: null, user: { nome: 'Beatriz Alexandra Fonseca Dias' } });
    expect((await list()).data[0]._id).toBe(created._id);
  });

  it('refuses an unknown type and an empty request with messages', async () => {
    const unknown = await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: 'Inexistente', corpo: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ type: HR_MESSAGES.unknownType });
    const empty = await t.as('default', { method: 'POST', url: '/api/questoesrh', payload: { type: '', corpo: ' ' } });
    expect(empty.json().errors).toEqual({ type: HR_MESSAGES.typeRequired, corpo: HR_MESSAGES.bodyRequired });
  });
});
