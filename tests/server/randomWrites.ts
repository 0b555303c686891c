import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { files, hrRequests, hrRequestTypes, suggestions, users } from '../../src/server/db/schema';

// Random writes to the listed tables (suggestions, HR requests, users), for the properties that
// must hold whatever was written: the counters' totals (rowCounts.test.ts), the anchored pages
// (pageAnchors.test.ts).

export type Operation =
  | { kind: 'suggest'; n: number; archived: boolean }
  | { kind: 'archive'; share: number; archived: boolean }
  | { kind: 'redate'; share: number; hours: number }
  | { kind: 'deleteSuggestions'; share: number }
  | { kind: 'request'; n: number; typeIndex: number }
  | { kind: 'answer'; share: number }
  | { kind: 'retype'; share: number; typeIndex: number }
  | { kind: 'deleteRequests'; share: number }
  | { kind: 'addUsers'; n: number }
  | { kind: 'renameUsers'; share: number; nome: string | null }
  | { kind: 'moveUsers'; share: number; role: string | null; school: string | null }
  | { kind: 'renameType'; typeIndex: number }
  | { kind: 'rollback'; n: number };

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('suggest' as const), n: fc.integer({ min: 1, max: 30 }), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('archive' as const), share: fc.integer({ min: 0, max: 100 }), archived: fc.boolean() }),
  fc.record({ kind: fc.constant('redate' as const), share: fc.integer({ min: 0, max: 30 }), hours: fc.integer({ min: -72, max: 72 }) }),
  fc.record({ kind: fc.constant('deleteSuggestions' as const), share: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('request' as const), n: fc.integer({ min: 1, max: 10 }), typeIndex: fc.nat() }),
  fc.record({ kind: fc.constant('answer' as const), share: fc.integer({ min: 0, max: 50 }) }),
  fc.record({ kind: fc.constant('retype' as const), share: fc.integer({ min: 0, max: 50 }), typeIndex: fc.nat() }),
  fc.record({ kind: fc.constant('deleteRequests' as const), share: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('addUsers' as const), n: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('renameUsers' as const), share: fc.integer({ min: 0, max: 20 }), nome: fc.constantFrom(null, 'Ana Araújo', 'Zé Zacarias') }),
  // A role given or taken (a lower-case one, an unknown one: DEFAULT), a school changed or left, of users added here.
  fc.record({ kind: fc.constant('moveUsers' as const), share: fc.integer({ min: 0, max: 20 }), role: fc.constantFrom(null, 'RH', 'gci', 'NINGUEM'), school: fc.constantFrom(null, 'ESA', 'ESTG') }),
  fc.record({ kind: fc.constant('renameType' as const), typeIndex: fc.nat() }),
  fc.record({ kind: fc.constant('rollback' as const), n: fc.integer({ min: 1, max: 5 }) }),
);

let serial = 0;
/** A sample of about share% of a table's rows, chosen by the database. */
const sampleOf = (share: number) => sql`random() * 100 < ${share}`;

export async function apply(db: Db, op: Operation): Promise<void> {
  const types = await db.select({ id: hrRequestTypes.id }).from(hrRequestTypes);
  const typeId = (i: number) => types[i % types.length].id;
  switch (op.kind) {
    case 'suggest':
      await db.insert(suggestions).values(Array.from({ length: op.n }, (_, i) => ({ nomeUser: `Teste ${i}`, mensagem: 'Olá', isArquivado: op.archived && i % 2 === 0 })));
      return;
    case 'archive':
      await db.update(suggestions).set({ isArquivado: op.archived }).where(sampleOf(op.share));
      return;
    case 'redate':
      await db.update(suggestions).set({ date: sql`${suggestions.date} + ${op.hours} * interval '1 hour'` }).where(sampleOf(op.share));
      return;
    case 'deleteSuggestions':
      await db.delete(suggestions).where(sampleOf(op.share));
      return;
    case 'request':
      await db.insert(hrRequests).values(Array.from({ length: op.n }, (_, i) => ({ typeId: typeId(op.typeIndex + i), corpo: 'Pedido' })));
      return;
    case 'answer': {
      const [file] = await db.insert(files).values({ contentType: 'application/pdf', size: 1, sha256: 'x', bytes: Buffer.from('x') }).returning({ id: files.id });
      await db.update(hrRequests).set({ anexoFileId: file.id }).where(sql`${hrRequests.anexoFileId} is null and ${sampleOf(op.share)}`);
      return;
    }
    case 'retype':
      await db.update(hrRequests).set({ typeId: typeId(op.typeIndex) }).where(sampleOf(op.share));
      return;
    case 'deleteRequests':
      await db.delete(hrRequests).where(sampleOf(op.share));
      return;
    case 'addUsers':
      await db.insert(users).values(Array.from({ length: op.n }, () => ({ idUtilizador: `contagem${++serial}`, nome: 'Contagem' })));
      return;
    case 'renameUsers':
      await db.update(users).set({ nome: op.nome }).where(sampleOf(op.share));
      return;
    case 'moveUsers':
      // Only the users these writes added: the demo accounts keep the roles the tests sign in with.
      await db.update(users).set({ role: op.role, unidadeOrganica: op.school }).where(sql`${sampleOf(op.share)} and ${users.idUtilizador} like 'contagem%'`);
      return;
    case 'renameType':
      await db.update(hrRequestTypes).set({ name: sql`${hrRequestTypes.name} || '+'` }).where(sql`${hrRequestTypes.id} = ${typeId(op.typeIndex)}`);
      return;
    case 'rollback':
      await db
        .transaction(async (tx) => {
          await tx.insert(suggestions).values(Array.from({ length: op.n }, () => ({ nomeUser: 'Desfeito', mensagem: 'x', isArquivado: true })));
          await tx.insert(users).values({ idUtilizador: `desfeito${++serial}` });
          await tx.delete(hrRequests).where(sampleOf(50));
          throw new Error('rollback');
        })
        .catch((err: Error) => {
          if (err.message !== 'rollback') throw err;
        });
  }
}
