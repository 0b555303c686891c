/**
 * What the lost-update test (tests/server/concurrency.test.ts) needs of each write endpoint: how the
 * first writer reads the record (its version), how a second writer changes it meanwhile, the first
 * writer's write with the version it read, and what a user sees of the record. One file per area,
 * `<area>.scenarios.ts` here, exporting `scenarios`.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helper';

export interface Read<Ctx> {
  /** The version the read answered (list item or record). */
  version: string;
  /** What the write needs to name the record. */
  ctx: Ctx;
}

export interface Scenario<Ctx = unknown> {
  /** The access table's key of the write: `PUT /bugs/:id`. */
  endpoint: string;
  /** Reads the record as a screen does (its list or its read call): its version and what names it. */
  read(t: TestApp, previous?: Ctx): Promise<Read<Ctx>>;
  /** Another person's change of the same record meanwhile, through the API. */
  change(t: TestApp, ctx: Ctx): Promise<void>;
  /** The write, sending `version` in If-Match. */
  write(t: TestApp, ctx: Ctx, version: string): Promise<LightMyRequestResponse>;
  /** What a user sees of the record now (a refused write leaves it as it was). */
  state(t: TestApp, ctx: Ctx): Promise<unknown>;
}

/** A scenario, its context type checked. */
export const scenario = <Ctx,>(s: Scenario<Ctx>): Scenario => s as Scenario;

/** `If-Match` carrying a version. */
export const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });

/** Expects a 2xx answer (the change of the second writer), with the body in the message. */
export function ok(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}
