import type { Faker } from '@faker-js/faker';
import type { Db } from '../client';
import { hrRequests, hrRequestTypes } from '../schema';
import { ADMIN_SEED_REFERENCE } from './admin';

const TYPES = ['Férias', 'Declaração de vínculo', 'Horário flexível', 'Formação profissional', 'Ajudas de custo', 'Mobilidade interna', 'Recibos de vencimento'];

const REQUESTS: Record<string, string[]> = {
  Férias: ['Pretendo gozar 10 dias úteis de férias entre 4 e 15 de agosto.', 'Peço a alteração do período de férias marcado para dezembro.'],
  'Declaração de vínculo': ['Preciso de uma declaração de vínculo para apresentar no banco.', 'Solicito declaração de tempo de serviço para efeitos de concurso.'],
  'Horário flexível': ['Solicito horário flexível por ter um filho menor de 12 anos.'],
  'Formação profissional': ['Gostaria de frequentar a formação em Excel avançado do próximo trimestre.', 'Peço autorização para o curso de proteção de dados.'],
  'Ajudas de custo': ['Deslocação a Lisboa para reunião na A3ES: peço o reembolso das despesas.'],
};

/** HR request types and some requests (types without requests may be deleted; the others not). */
export async function seedHrDemo(db: Db, faker: Faker, staff: readonly string[]): Promise<void> {
  const types = await db.insert(hrRequestTypes).values(TYPES.map((name) => ({ name }))).returning();
  const rows = types.flatMap((type) =>
    (REQUESTS[type.name] ?? []).map((corpo, i) => ({
      typeId: type.id,
      userId: faker.helpers.arrayElement(staff),
      corpo,
      date: new Date(ADMIN_SEED_REFERENCE.getTime() - (i + 1) * faker.number.int({ min: 1, max: 30 }) * 86_400_000),
    })),
  );
  await db.insert(hrRequests).values(rows);
}
