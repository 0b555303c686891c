import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Role } from '../../../contract';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import type { ExtraOption, UniqueCursos, UniqueEscolas } from './types';

/** CCURSO: course ids, labelled 'id · name' when the server sends names. */
export function courseOptions(json: UniqueCursos): ExtraOption[] {
  const names = new Map((json.cursos ?? []).map((c) => [c.id, c.nome]));
  return json.data.map((id) => ({ value: id, label: names.has(id) ? `${id} · ${names.get(id)}` : id }));
}

/** DIRECAO: school acronyms, labelled 'acronym · name' when the server sends names. */
export function schoolOptions(json: UniqueEscolas): ExtraOption[] {
  const names = new Map((json.escolas ?? []).map((e) => [e.sigla, e.nome]));
  return json.data.map((sigla) => ({ value: sigla, label: names.has(sigla) ? `${sigla} · ${names.get(sigla)}` : sigla }));
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The choices of the Extra selector for a role: the unique courses or schools, fetched when needed. */
export function useExtraOptions(role: Role) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const cursos = useQuery({
    queryKey: ['users', 'uniqueCursos'],
    queryFn: async () => courseOptions(await dataProvider.action<UniqueCursos>('users', 'uniqueCursos')),
    enabled: role === 'CCURSO',
    staleTime: FIVE_MINUTES,
  });
  const escolas = useQuery({
    queryKey: ['users', 'uniqueEscolas'],
    queryFn: async () => schoolOptions(await dataProvider.action<UniqueEscolas>('users', 'uniqueEscolas')),
    enabled: role === 'DIRECAO',
    staleTime: FIVE_MINUTES,
  });
  const query = role === 'CCURSO' ? cursos : role === 'DIRECAO' ? escolas : undefined;
  return { options: query?.data ?? [], isLoading: query?.isLoading ?? false, isError: query?.isError ?? false };
}
