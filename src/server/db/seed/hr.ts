import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { files, hrRequests, hrRequestTypes } from '../schema';
import { simplePdf } from './pdf';
import { ADMIN_SEED_REFERENCE } from './admin';

const TYPES = ['Férias', 'Declaração de vínculo', 'Horário flexível', 'Formação profissional', 'Ajudas de custo', 'Mobilidade interna', 'Recibos de vencimento'];

const REQUESTS: Record<string, string[]> = {
  Férias: ['Pretendo gozar 10 dias úteis de férias entre 4 e 15 de agosto.', 'Peço a alteração do período de férias marcado para dezembro.'],
  'Declaração de vínculo': ['Preciso de uma declaração de vínculo para apresentar no banco.', 'Solicito declaração de tempo de serviço para efeitos de concurso.'],
  'Horário flexível': ['Solicito horário flexível por ter um filho menor de 12 anos.'],
  'Formação profissional': ['Gostaria de frequentar a formação em Excel avançado do próximo trimestre.', 'Peço autorização para o curso de proteção de dados.'],
  'Ajudas de custo': ['Deslocação a Lisboa para reunião na A3ES: peço o reembolso das despesas.'],
};

/** How many requests the demo has, and how many of them are answered (one in three). */
const REQUEST_COUNT = 240;

/**
 * HR request types and a few hundred requests over the last year, one in three answered with a
 * generated PDF (types without requests may be deleted; the others not).
 */
export async function seedHrDemo(db: Db, faker: Faker, staff: readonly string[]): Promise<void> {
  const types = await db.insert(hrRequestTypes).values(TYPES.map((name) => ({ name }))).returning();
  const used = types.filter((t) => REQUESTS[t.name]);
  const rows = Array.from({ length: REQUEST_COUNT }, (_, i) => {
    const type = used[i % used.length];
    return {
      typeId: type.id,
      userId: faker.helpers.arrayElement(staff),
      corpo: faker.helpers.arrayElement(REQUESTS[type.name]),
      date: new Date(ADMIN_SEED_REFERENCE.getTime() - faker.number.int({ min: 1, max: 365 * 24 }) * 3_600_000),
    };
  });
  const inserted = await db.insert(hrRequests).values(rows).returning({ id: hrRequests.id, date: hrRequests.date, typeId: hrRequests.typeId });
  for (const [i, request] of inserted.entries()) {
    if (i % 3 !== 0) continue;
    const type = types.find((t) => t.id === request.typeId)!.name;
    const day = request.date.toISOString().slice(0, 10).split('-').reverse().join('/');
    const bytes = simplePdf(['Recursos Humanos', '', `Resposta ao pedido de ${day}: ${type}.`, 'O seu pedido foi analisado e deferido.', '', 'Com os melhores cumprimentos,', 'Serviços de Recursos Humanos']);
    const [file] = await db
      .insert(files)
      .values({ contentType: 'application/pdf', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes })
      .returning({ id: files.id });
    const answeredAt = new Date(request.date.getTime() + 2 * 86_400_000);
    await db.update(hrRequests).set({ anexoFileId: file.id, anexoNome: `resposta-${type.toLowerCase().replace(/\s+/g, '-')}-${i + 1}.pdf`, answeredAt }).where(eq(hrRequests.id, request.id));
  }
}
