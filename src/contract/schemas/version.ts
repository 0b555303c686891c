/**
 * Versions: no write silently overwrites a change its writer has not seen (docs/concurrency.md).
 *
 * Every record that can be changed is answered with its `version` (on the record, list items
 * included; `ETag` on an answer of one record). A write sends back the version it read in
 * `If-Match`; the server refuses it with 409 and STALE_MESSAGE when the record has changed since,
 * answering the record as it is now (`current`), and changes nothing. `If-Match: *` overwrites on
 * purpose ('Guardar por cima', audited as such); no `If-Match` at all keeps the spec's behaviour
 * (the mobile app, other clients).
 */
import { z } from 'zod';

export const STALE_MESSAGE = 'Este registo foi alterado por outra pessoa desde que o abriu.';

export { etagOf, IF_MATCH_MAX_LENGTH, IF_MATCH_MESSAGE, OVERWRITE, parseIfMatch } from '../ifMatch';

/** A record's version as the API answers it (opaque text; absent from servers that keep none). */
export const recordVersion = z.string().optional().meta({ description: 'The version of the record: send it back in If-Match to write it.' });

/** A record schema with its version. */
// Generic in the shape (not in the schema): `extend` on a schema type parameter would lose the record's fields.
export const versioned = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(record: z.ZodObject<Shape, Config>) =>
  record.extend({ version: recordVersion });

/**
 * The versions of a list's records by their id, answered beside `data` (`{ data, versions }`) where
 * the spec fixes the record's fields letter for letter (the suggestions, the users).
 */
export const recordVersions = z.record(z.string(), z.string()).optional().meta({ description: 'The version of each record of `data`, by its id.' });

/** The 409 of a stale write: the message, and the record as it is now (when the writer may still read it). */
export const staleAnswer = z.object({ statusCode: z.literal(409), message: z.string(), current: z.unknown().optional() });
