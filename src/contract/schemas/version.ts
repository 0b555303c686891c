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

/** What `If-Match` carries to overwrite whatever the record is now. */
export const OVERWRITE = '*';

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

/** The `ETag` of a version: `123` -> `"123"`. */
export const etagOf = (version: string): string => `"${version}"`;

/** The longest `If-Match` read (a few dozen tags); a longer one is refused. */
export const IF_MATCH_MAX_LENGTH = 2048;

/** The 400 of an `If-Match` that is neither `*` nor a list of entity tags. */
export const IF_MATCH_MESSAGE = 'O cabeçalho If-Match não é válido: envie a versão lida entre aspas ("123"), uma lista delas separadas por vírgulas, ou *.';

/** One entity tag (RFC 9110, 8.8.3): optionally weak, its opaque text between double quotes (see `opaque`). */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/y;
/** An entity tag's characters: visible ASCII but the quote, and obs-text (no control, no space). */
const opaque = (text: string) => [...text].every((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f);

/**
 * `If-Match` as RFC 9110 (13.1.1) reads it: `*` (OVERWRITE), or a comma-separated list of entity
 * tags (empty elements allowed), answered as the versions they name; null when it is neither (an
 * unquoted version, a tag with a space or a parameter after it, `*` in a list, nothing at all).
 * A weak tag names its version too: a proxy that compresses an answer may weaken its ETag.
 */
export function parseIfMatch(header: string): typeof OVERWRITE | readonly string[] | null {
  if (header.length > IF_MATCH_MAX_LENGTH) return null;
  const value = header.trim();
  if (value === OVERWRITE) return OVERWRITE;
  const versions: string[] = [];
  let at = 0;
  const skipSpace = () => {
    while (value[at] === ' ' || value[at] === '\t') at++;
  };
  while (at < value.length) {
    skipSpace();
    if (value[at] === ',') {
      at++;
      continue;
    }
    ENTITY_TAG.lastIndex = at;
    const tag = ENTITY_TAG.exec(value);
    if (!tag || !opaque(tag[1])) return null;
    versions.push(tag[1]);
    at = ENTITY_TAG.lastIndex;
    skipSpace();
    if (at < value.length && value[at] !== ',') return null;
  }
  return versions.length ? versions : null;
}

/** The 409 of a stale write: the message, and the record as it is now (when the writer may still read it). */
export const staleAnswer = z.object({ statusCode: z.literal(409), message: z.string(), current: z.unknown().optional() });
