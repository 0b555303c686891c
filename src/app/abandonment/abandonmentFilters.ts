import { abandonmentSchools, type Role, type School } from '../../contract';

export type { School };

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

/** The schools offered in the select (the server enforces the same rule). */
export function schoolsFor(user: { role: Role; role_extra: readonly string[] | null } | null): School[] {
  return user ? abandonmentSchools(user.role, user.role_extra) : [];
}
