/**
 * Three-way merge of two people's edits of one document (the academic calendar): what each changed
 * from the version both started from is kept, so that a holiday one person adds survives another's
 * save. Text fields changed by both to different values are conflicts (the person saving chooses);
 * lists are merged as sets (each side's additions and removals kept, in the other's order).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Merged<T> {
  /** The document with both edits; a conflicting field keeps the other person's value. */
  merged: T;
  /** The fields both changed differently, as paths (`Periodos.PrimeiroSemestre`) with the three values. */
  conflicts: { path: string; base: Json; mine: Json; theirs: Json }[];
}

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeList(base: Json[], mine: Json[], theirs: Json[]): Json[] {
  const has = (list: Json[], v: Json) => list.some((x) => same(x, v));
  const removedByMe = base.filter((v) => !has(mine, v));
  const addedByMe = mine.filter((v) => !has(base, v) && !has(theirs, v));
  return [...theirs.filter((v) => !has(removedByMe, v)), ...addedByMe];
}

function mergeAt(path: string, base: Json | undefined, mine: Json, theirs: Json, conflicts: Merged<Json>['conflicts']): Json {
  if (same(mine, theirs) || same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (isObject(mine) && isObject(theirs)) {
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
    const baseObject = isObject(base) ? base : {};
    return Object.fromEntries(
      keys.map((key) => {
        const at = path ? `${path}.${key}` : key;
        if (!(key in mine)) return [key, theirs[key]];
        if (!(key in theirs)) return [key, mine[key]];
        return [key, mergeAt(at, baseObject[key], mine[key], theirs[key], conflicts)];
      }),
    );
  }
  if (Array.isArray(mine) && Array.isArray(theirs)) return mergeList(Array.isArray(base) ? base : [], mine, theirs);
  conflicts.push({ path, base: base ?? null, mine, theirs });
  return theirs;
}

/** Merges `mine` and `theirs`, both edited from `base`. */
export function mergeEdits<T extends Json>(base: T, mine: T, theirs: T): Merged<T> {
  const conflicts: Merged<T>['conflicts'] = [];
  return { merged: mergeAt('', base, mine, theirs, conflicts) as T, conflicts };
}
