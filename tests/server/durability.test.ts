import { describe, expect, it } from 'vitest';
import { auditedSuggestions, leftovers, start, stopGroup, storedSuggestions, workspace, writeUntilKilled } from './durability';

// The real server as `npm start` runs it, on the embedded database: only without DATABASE_URL.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database under stops and crashes', { timeout: 180_000 }, () => {
  const { dataDir, clientDir } = workspace();

  it('closes within 5 s on SIGTERM to the whole process group, leaving no lock, and starts again', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await start(dataDir, clientDir);
      expect((await fetch(`${server.base}/backoffice/version`)).status, server.output()).toBe(401);
      expect(await stopGroup(server, signal)).toBeLessThan(5000);
      expect(leftovers(dataDir), server.output()).toEqual([]);
    }
  });

  it('a signal repeated while closing does not cut the close short', async () => {
    // The group's signal reaches the server twice (directly and forwarded by start.mjs); a third
    // arrives mid-close here. close-with-grace exited at once on a repeat, leaving the locks behind.
    for (const repeatAfterMs of [0, 1, 2, 4, 8]) {
      const server = await start(dataDir, clientDir);
      expect(await stopGroup(server, 'SIGTERM', repeatAfterMs)).toBeLessThan(5000);
      expect(leftovers(dataDir), `repeated after ${repeatAfterMs} ms: ${server.output()}`).toEqual([]);
    }
  });

  it('refuses a second server on the same data directory at once, with a clear message', async () => {
    const first = await start(dataDir, clientDir);
    const second = await start(dataDir, clientDir);
    expect(second.process.exitCode).not.toBe(0);
    expect(second.output()).toMatch(/is in use by process \d+/);
    await stopGroup(first, 'SIGTERM');
  });

  it('keeps every acknowledged write through SIGKILLs mid-write, each with its audit entry and no entry without its write (3 trials here, 20 in bench/durability.ts)', async () => {
    const acknowledged: string[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const server = await start(dataDir, clientDir);
      // Killed a while after its first four acknowledged writes (a busy machine acknowledged too few in a fixed time).
      acknowledged.push(...(await writeUntilKilled(server, 200 + trial * 150, { atLeast: 4 })));
    }
    const server = await start(dataDir, clientDir);
    const stored = await storedSuggestions(server.base);
    const audited = await auditedSuggestions(server.base);
    await stopGroup(server, 'SIGTERM');
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    // A change and its entry commit together: a kill between them leaves both or neither.
    const written = [...stored].filter(([text]) => text.startsWith('Sugestão durável')).map(([, id]) => id);
    expect(written.filter((id) => !audited.has(id))).toEqual([]);
    const ids = new Set(stored.values());
    expect([...audited].filter((id) => !ids.has(id))).toEqual([]);
  });
});
