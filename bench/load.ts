// Load from the bench's own process (autocannon), and the sign-in every API bench needs.
import autocannon from 'autocannon';
import type { ServerProcess } from './processes';

export interface Load {
  /** Answers in the measured window. */
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

/** Requests/s and latency of `url` under autocannon for `seconds` (after 1 s of warm-up not counted, unless `warmUp` is false); any non-2xx answer or error fails. */
export async function measure(url: string, { headers = {}, connections = 10, seconds, warmUp = true }: { headers?: Record<string, string>; connections?: number; seconds: number; warmUp?: boolean }): Promise<Load> {
  if (warmUp) await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The middle value (the upper one of an even count). */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The headers of a demo user signed in to this server. */
export async function signIn(server: ServerProcess, username = 'admin'): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo' }) });
  const { token } = (await res.json()) as { token: string };
  return { 'access-token': token };
}
