import { useMemo } from 'react';
import type { Role } from '../../contract';
import { API } from '../../contract/api';
import { useApiQuery } from '../providers/useApi';
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
  const cursos = useApiQuery(API.users.uniqueCursos, undefined, { enabled: role === 'CCURSO', staleTime: FIVE_MINUTES });
  const escolas = useApiQuery(API.users.uniqueEscolas, undefined, { enabled: role === 'DIRECAO', staleTime: FIVE_MINUTES });
  const courses = useMemo(() => (cursos.data ? courseOptions(cursos.data) : []), [cursos.data]);
  const schools = useMemo(() => (escolas.data ? schoolOptions(escolas.data) : []), [escolas.data]);
  const query = role === 'CCURSO' ? cursos : role === 'DIRECAO' ? escolas : undefined;
  const options = role === 'CCURSO' ? courses : role === 'DIRECAO' ? schools : [];
  return { options, isLoading: query?.isLoading ?? false, isError: query?.isError ?? false };
}
