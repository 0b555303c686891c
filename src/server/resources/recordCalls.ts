/**
 * The routes of a declaration's calls on one record beyond the verbs: a file sent to it (multipart,
 * checked by content and size, stored with the row in one transaction, the old bytes removed) and
 * read back, a yes/no field turned, and its history (its audit entries). The row policy and the
 * 404 of the verbs apply.
 */
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_CONTENTS } from '../../contract';
import { audit } from '../audit';
import { atVersion, expectedVersion, lockAtVersion } from '../concurrency';
import { files } from '../db/schema';
import { HttpError } from '../errors';
import { attachmentDisposition, checkedPdf, pdfName } from '../files/pdf';
import { readMultipartBody } from '../files/multipartBody';
import { routeOf } from '../routes/route';
import { fileColumnOf, type ResourceRoutesContext } from './context';

export async function fileRoutes(app: FastifyInstance, { resource, calls, table, columns, oneRow, one, withVersion, notFound }: ResourceRoutesContext): Promise<void> {
  const declared = Object.entries(resource.files ?? {});
  if (declared.length === 0) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // One file; a few small text fields (a browser's form may add some) are read and ignored.
  await app.register(multipart, { limits: { fileSize: Math.max(...declared.map(([, f]) => f.maxBytes)), files: 1, fields: 5, fieldSize: 1024 } });

  for (const [field, file] of declared) {
    const nameColumn = columns[field];
    const idColumn = columns[fileColumnOf(field)];
    if (!nameColumn || !idColumn) throw new Error(`${resource.name}: the file "${field}" needs the columns ${field} and ${fileColumnOf(field)}`);
    const { wrongType, tooLarge } = FILE_CONTENTS[file.content];

    const upload = routeOf(calls.uploads[field]);
    typed.route({
      ...upload,
      bodyLimit: file.maxBytes + 64 * 1024,
      config: { audit: 'alterar', bodyTooLarge: tooLarge(file.maxBytes) },
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      preHandler: readMultipartBody,
      handler: async (request) => {
        const where = oneRow(request.params.id, request.user);
        const [known] = await request.db.select({ id: columns.id }).from(table).where(where);
        if (!known) throw notFound();
        if (!request.multipartBody) throw new HttpError(415, `Envie o ficheiro como multipart/form-data (campo ${file.formField}).`);
        const sent = request.multipartBody.file;
        const received = sent?.field === file.formField && sent.bytes.length > 0 ? sent : undefined;
        if (!received) throw new HttpError(400, file.texts.missing, { [file.formField]: file.texts.missing });
        if (received.bytes.length > file.maxBytes) throw new HttpError(413, tooLarge(file.maxBytes));
        const checked = checkedPdf(received.bytes, file.formField, wrongType);
        const name = pdfName(received.name, `${field}.pdf`);
        const { answer, before } = await request.db.transaction(async (tx) => {
          // The version is checked on the locked row, so that the old file removed is the one replaced.
          const before: Record<string, unknown> = await lockAtVersion(tx, table, where, expectedVersion(request), notFound);
          const [stored] = await tx.insert(files).values(checked).returning({ id: files.id });
          const rows = await tx.update(table).set({ [field]: name, [fileColumnOf(field)]: stored.id }).where(where).returning(withVersion);
          const previous = before[fileColumnOf(field)];
          if (typeof previous === 'string') await tx.delete(files).where(eq(files.id, previous));
          return { answer: one(rows), before };
        });
        audit(request, { recordId: request.params.id, before: { [field]: before[field] ?? null }, after: { [field]: name, size: checked.size, sha256: checked.sha256 } });
        return answer;
      },
    });

    const download = routeOf(calls.downloads[field]);
    typed.route({
      ...download,
      schema: { ...download.schema, response: { 200: z.any() } },
      handler: async (request, reply) => {
        const [row] = await request.db
          .select({ name: nameColumn, contentType: files.contentType, bytes: files.bytes })
          .from(table)
          .innerJoin(files, eq(files.id, idColumn))
          .where(oneRow(request.params.id, request.user));
        if (!row) throw new HttpError(404, `${file.label}: ficheiro não encontrado.`);
        return reply
          .type(row.contentType)
          .header('content-disposition', attachmentDisposition(String(row.name)))
          .header('x-content-type-options', 'nosniff')
          .send(row.bytes);
      },
    });
  }
}

export function toggleRoutes(app: FastifyInstance, { resource, calls, table, oneRow, one, withVersion, refused }: ResourceRoutesContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const field of Object.keys(resource.toggles ?? {})) {
    typed.route({
      ...routeOf(calls.toggles[field]),
      handler: async (request) => {
        const where = oneRow(request.params.id, request.user);
        const value = (request.body as Record<string, boolean>)[field];
        // Read locked: the state the update replaces, not one a concurrent write replaced meanwhile. `request.db` is
        // the request's transaction here (`request.tx`, opened by the audit trail for every write), so
        // the lock holds until the change and its audit entry commit.
        const [before] = await request.db.select().from(table).where(where).for('update');
        const rows = await request.db.update(table).set({ [field]: value }).where(and(where, atVersion(table, expectedVersion(request)))).returning(withVersion);
        if (!rows[0]) throw await refused(request.db, where);
        const answer = one(rows);
        audit(request, { recordId: request.params.id, before: { [field]: before?.[field] ?? null }, after: { [field]: value } });
        return answer;
      },
    });
  }
}

/** GET <record>/historico: the record's audit entries, newest first, to whoever may read the record (its row policy first: 404). */
export function historyRoute(app: FastifyInstance, { calls, table, columns, oneRow, notFound }: ResourceRoutesContext): void {
  if (!calls.history) return;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(calls.history),
    handler: async (request) => {
      const [known] = await request.db.select({ id: columns.id }).from(table).where(oneRow(request.params.id, request.user));
      if (!known) throw notFound();
      return { data: await app.recordHistory(request, request.params.id) };
    },
  });
}
