/**
 * Who else has a record open (docs/concurrency.md, "Who else has it open"): each browser tab notes
 * the records it shows, again every PRESENCE_BEAT_MS while shown, and is answered who else (another
 * user, in another tab) shows each of them. A note not renewed within PRESENCE_TTL_MS is gone (a
 * tab closed without saying so, a process killed).
 */
import { z } from 'zod';

/**
 * The areas whose screens say who else has a record open (the query-key area of the records). An
 * area with a row rule added here must apply it to the notes and their answer (HR requests have none).
 */
export const PRESENCE_AREAS = ['hrRequests'] as const;
export type PresenceArea = (typeof PRESENCE_AREAS)[number];

/** How often a tab renews its notes while shown. */
export const PRESENCE_BEAT_MS = 15_000;
/** How long a note lasts unrenewed (three beats, so one lost beat is not a departure). */
export const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;
/** The most records one tab notes at once (a page of cards or rows on screen). */
export const PRESENCE_MAX_RECORDS = 50;

export const PRESENCE_MESSAGES = {
  tab: 'Separador inválido.',
  records: `No máximo ${PRESENCE_MAX_RECORDS} registos abertos de cada vez.`,
  record: 'Registo inválido.',
} as const;

export const presenceParams = z.object({ resource: z.enum(PRESENCE_AREAS, { error: 'Área desconhecida.' }) });

/** PUT /presenca/:resource: this tab now shows exactly these records (none: it left). */
export const presenceBody = z.object({
  tab: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, PRESENCE_MESSAGES.tab),
  ids: z.array(z.string().min(1, PRESENCE_MESSAGES.record).max(64, PRESENCE_MESSAGES.record)).max(PRESENCE_MAX_RECORDS, PRESENCE_MESSAGES.records),
});
export type PresenceBody = z.infer<typeof presenceBody>;

/** Someone else who has a record open. */
export const presentUser = z.object({ id_utilizador: z.string(), nome: z.string().nullable() });
export type PresentUser = z.infer<typeof presentUser>;

/** The records of the body that someone else has open, each with who (by name); the others are left out. */
export const presenceAnswer = z.object({ data: z.array(z.object({ id: z.string(), others: z.array(presentUser) })) });
export type PresenceAnswer = z.infer<typeof presenceAnswer>;
