/** What a catch-up of /api/events tells an account: the record ids per area sent after `from`, up to its `ready`. */
import { expect } from 'vitest';
import type { TestApp } from './helper';

export async function learnt(t: TestApp, base: string, username: string, from: string): Promise<Map<string, Set<string>>> {
  const token = await t.login(username);
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', 'access-token': token, 'last-event-id': from }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  abort.abort();
  const told = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    const data = JSON.parse(line.slice(6)) as { resource?: string; id?: string | null };
    if (data.resource && typeof data.id === 'string') told.set(data.resource, (told.get(data.resource) ?? new Set()).add(data.id));
  }
  return told;
}
