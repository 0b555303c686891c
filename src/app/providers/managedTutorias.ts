import { API } from '../../contract/api';
import { createCall } from './dataProvider';
import type { HttpClient } from './http';

/** Titles of the programmes the user manages (the map's tutorias.managers); [] when the lookup fails (logged). */
export async function fetchManagedTutorias(http: HttpClient, userId: string): Promise<string[]> {
  try {
    const { data } = await createCall(http)(API.tutorias.managers, undefined);
    return data.find((m) => m.id_utilizador === userId)?.managingTutorias ?? [];
  } catch (error) {
    console.error('Falha ao obter os responsáveis de tutorias', error);
    return [];
  }
}
