/**
 * The `If-Match` header both halves write and read (contract/schemas/version.ts says what versions
 * are). A module of its own, importing nothing: the login page's HTTP client sends it, and the first
 * download holds the whole of every module it imports (version.ts would bring zod into it).
 */

/** What `If-Match` carries to overwrite whatever the record is now. */
export const OVERWRITE = '*';

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
