// The open event streams of bench/events.ts, read in a worker thread of their own (plain
// JavaScript: tsx does not compile a worker's module): as in a real
// deployment, where the 500 readers are other people's browsers, the writer's own event loop does
// not parse them (in one thread, the write's answer waited behind 1,000 stream chunks a write).
// Messages in: open { urls, headers, recordId }, until { seen }, close. Out: opened, arrived { times }.
import { parentPort } from 'node:worker_threads';

/** @type {{ arrivals: number[]; close: () => void }[]} */
const streams = [];
/** Wall-clock milliseconds, comparable across threads. */
const now = () => performance.timeOrigin + performance.now();

async function openStream(url, headers, recordId) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/events: ${res.status}`);
  const stream = { arrivals: [], close: () => controller.abort() };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) if (block.includes(`"id":"${recordId}"`)) stream.arrivals.push(now());
    }
  })();
  return stream;
}

async function until(condition, what) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

parentPort.on('message', (message) => {
  void (async () => {
    if (message.cmd === 'open') {
      for (let i = 0; i < message.count; i++) streams.push(await openStream(message.urls[i % message.urls.length], message.headers, message.recordId));
      parentPort.postMessage({ opened: streams.length });
    } else if (message.cmd === 'counts') {
      parentPort.postMessage({ counts: streams.map((s) => s.arrivals.length) });
    } else if (message.cmd === 'until') {
      const { seen } = message;
      await until(() => streams.every((s, k) => s.arrivals.length > seen[k]), 'an event on every stream');
      parentPort.postMessage({ times: streams.map((s, k) => s.arrivals[seen[k]]) });
    } else {
      for (const s of streams) s.close();
      parentPort.postMessage({ closed: true });
    }
  })().catch((err) => parentPort.postMessage({ error: String(err) }));
});
