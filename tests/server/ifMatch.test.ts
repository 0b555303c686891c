/**
 * If-Match as RFC 9110 reads it (issue 47): a list of entity tags, or `*`. A list passes when any of
 * its tags is the record's version now; a stale one, in any well-formed spelling, is 409 and
 * changes nothing; a header present but malformed is 400 in Portuguese and changes nothing (it is
 * never read as no header).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IF_MATCH_MESSAGE, parseIfMatch, STALE_MESSAGE } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const body = (topic: string) => ({ topic, date: '2031-03-04', time: '18:00', description: 'Gestão do tempo em época de exames.', link: 'www.exemplo.pt' });
const webinar = (id: string) => t.as('admin', { method: 'GET', url: '/api/webinares/' }).then((res) => (res.json().data as { _id: string; topic: string; version: string }[]).find((w) => w._id === id)!);

/** A webinar written twice: the version its first reader holds is stale. */
async function staleWebinar(name: string) {
  const created = (await t.as('admin', { method: 'POST', url: '/api/webinares/', payload: body(`${name} ${Date.now()}`) })).json().data;
  const changed = await t.as('admin', { method: 'PUT', url: `/api/webinares/${created._id}`, payload: body(`${created.topic} (alterado)`), headers: { 'if-match': `"${created.version}"` } });
  expect(changed.statusCode).toBe(200);
  return { id: created._id as string, stale: created.version as string, now: await webinar(created._id) };
}

const put = (id: string, ifMatch: string, topic: string) => t.as('admin', { method: 'PUT', url: `/api/webinares/${id}`, payload: body(topic), headers: { 'if-match': ifMatch } });
const remove = (id: string, ifMatch: string) => t.as('admin', { method: 'DELETE', url: `/api/webinares/${id}`, headers: { 'if-match': ifMatch } });

describe('a stale write in any well-formed spelling is 409, and changes nothing', () => {
  const forms: [string, (stale: string) => string][] = [
    ['a list with the stale tag first', (v) => `"${v}", "x"`],
    ['a list with the stale tag last', (v) => `"x", "${v}"`],
    ['an empty tag', () => '""'],
    ['a 65-character tag', () => `"${'9'.repeat(65)}"`],
    ['a weak tag', (v) => `W/"${v}"`],
    ['a list with empty elements', (v) => ` , "${v}",, `],
  ];
  it.each(forms)('%s', async (_, form) => {
    const { id, stale, now } = await staleWebinar('Webinar');
    const res = await put(id, form(stale), 'Por cima');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(STALE_MESSAGE);
    const deleted = await remove(id, form(stale));
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(await webinar(id)).toEqual(now);
  });
});

describe('a header that is neither a list of entity tags nor * is 400, and changes nothing', () => {
  const malformed: [string, (stale: string) => string][] = [
    ['an unquoted version', (v) => v],
    ['a space after W/', (v) => `W/ "${v}"`],
    ['a parameter after the tag', (v) => `"${v}";`],
    ['* in a list', (v) => `*, "${v}"`],
    ['only commas', () => ' , ,'],
    ['an unclosed quote', (v) => `"${v}`],
    ['a space inside the tag', () => '"12 34"'],
    ['a header over 2048 characters', (v) => Array.from({ length: 300 }, () => `"${v}"`).join(', ')],
  ];
  it.each(malformed)('%s', async (_, form) => {
    const { id, stale, now } = await staleWebinar('Webinar');
    for (const version of [stale, now.version]) {
      const res = await put(id, form(version), 'Por cima');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(IF_MATCH_MESSAGE);
      expect((await remove(id, form(version))).statusCode).toBe(400);
    }
    expect(await webinar(id)).toEqual(now);
  });

  it('on the spec-shaped writes too (a notification, a user): the header is read before any route', async () => {
    const res = await t.as('admin', { method: 'PUT', url: '/api/users/dev', payload: { role: 'DEV' }, headers: { 'if-match': '1407' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(IF_MATCH_MESSAGE);
  });
});

describe('a current write passes', () => {
  it('with the current tag anywhere in a list, weak or strong, and with *', async () => {
    for (const form of [(v: string, s: string) => `"${s}", "${v}"`, (v: string) => `W/"${v}"`, (v: string, s: string) => `"${v}","${s}"`, () => '*']) {
      const { id, stale, now } = await staleWebinar('Webinar');
      const topic = `Atual ${id}`;
      const res = await put(id, form(now.version, stale), topic);
      expect(res.statusCode, res.body).toBe(200);
      expect((await webinar(id)).topic).toBe(topic);
    }
  });
});

describe('parseIfMatch', () => {
  it.each([
    ['*', '*'],
    [' * ', '*'],
    ['"1"', ['1']],
    ['"1", W/"2",,"3"', ['1', '2', '3']],
    ['"a,b"', ['a,b']],
    ['""', ['']],
    ['1', null],
    ['"1" "2"', null],
    ['', null],
    ['W/"1"x', null],
    ['"\u0001"', null],
    ['"\u00e9"', ['\u00e9']],
  ])('%j -> %j', (header, expected) => {
    expect(parseIfMatch(header)).toEqual(expected);
  });
});
