import type { AvailableManager } from '../../contract';
import type { HttpClient } from './http';

/** Titles of the programmes the user manages (GET /tutorias/availableManagers); [] when the lookup fails (logged). */
export async function fetchManagedTutorias(http: HttpClient, userId: string): Promise<string[]> {
  try {
    const { data } = await http<{ data: AvailableManager[] }>('/tutorias/availableManagers');
    return data.find((m) => m.id_utilizador === userId)?.managingTutorias ?? [];
  } catch (error) {
    console.error('Falha ao obter os responsáveis de tutorias', error);
    return [];
  }
}
