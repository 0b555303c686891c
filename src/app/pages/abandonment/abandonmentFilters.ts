import { isAdminRole, SCHOOLS, type Role } from '../../../contract';

export type School = (typeof SCHOOLS)[number];

/** Lower case, without accents, spaces collapsed: 'João  Simões' -> 'joao simoes'. */
export function normaliseName(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The 'Procurar' box: keeps the rows whose full name holds every word typed, ignoring case and
 * accents ('joao sim' finds 'João Pedro Simões'). An empty search keeps every row.
 */
export function filterByName<T extends { nome_completo: string | null }>(rows: readonly T[], search: string): T[] {
  const words = normaliseName(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const name = normaliseName(row.nome_completo);
    return words.every((word) => name.includes(word));
  });
}

/** Roles that see every school; DIRECAO sees only the schools in its role_extra (the server enforces it too). */

/** The schools offered in the select, in the spec's id order. */
export function schoolsFor(user: { role: Role; role_extra: readonly string[] | null } | null): School[] {
  if (!user) return [];
  if (isAdminRole(user.role)) return [...SCHOOLS];
  const own = new Set((user.role_extra ?? []).map((s) => s.trim().toUpperCase()));
  return SCHOOLS.filter((s) => own.has(s.sigla));
}
