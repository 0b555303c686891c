import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FLOOR_IMAGE_MAX_BYTES, FLOOR_MESSAGES, floorSchools, SCHOOLS, updateFloorFields } from '../../contract';
import { API } from '../../contract/api';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleOrMissing } from '../concurrency';
import { floors, type FloorRow } from '../db/schema';
import { databaseRefusal, HttpError } from '../errors';
import { checkedImage } from '../files/image';
import { readMultipartBody } from '../files/multipartBody';
import { createFloor, deleteFloor, findFloor, floorImage, floorsOf, toFloor, updateFloor, visibleFloors } from '../repositories/blueprints';
import { routeOf } from './route';

const refusals = { duplicate: FLOOR_MESSAGES.duplicate, inUse: FLOOR_MESSAGES.duplicate };
const notFound = () => new HttpError(404, FLOOR_MESSAGES.notFound);

/** The schools whose floors the caller keeps: DIRECAO's `role_extra`. */
const schoolsOf = (request: FastifyRequest): string[] => floorSchools(request.user.roleExtra);

/** Floor plans: DIRECAO keeps its schools' floors; the app reads the visible ones and their images. */
export const blueprintsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The plan comes as multipart (name, visible, file): one file, at most 20 MB.
  await app.register(multipart, { limits: { fileSize: FLOOR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  /** The caller's floor, or 404 (a floor of another school is not shown to exist). */
  const ownFloor = async (request: FastifyRequest, id: string) => {
    const row = await findFloor(request.db, id);
    if (!row || !schoolsOf(request).includes(row.school)) throw notFound();
    return row;
  };
  /** A write of the caller's floor that matched no row: 409 with the floor as it is now, or 404 (removed meanwhile). */
  const refused = (request: FastifyRequest, id: string) =>
    staleOrMissing(request.db, floors, eq(floors.id, id), notFound, (row) => toFloor(row as FloorRow & { version: string }));

  app.route({ ...routeOf(API.blueprints.backoffice), handler: async (request) => ({ data: await floorsOf(request.db, schoolsOf(request)) }) });

  app.route({ ...routeOf(API.blueprints.list), handler: async (request) => ({ data: await visibleFloors(request.db) }) });

  app.route({ ...routeOf(API.blueprints.create), handler: async (request, reply) => {
    const { school, name, visible } = request.body;
    if (!SCHOOLS.some((s) => s.sigla === school)) throw new HttpError(400, FLOOR_MESSAGES.school, { school: FLOOR_MESSAGES.school });
    if (!schoolsOf(request).includes(school)) throw new HttpError(403, FLOOR_MESSAGES.foreignSchool);
    const created = await createFloor(request.db, school, name, visible).catch((error: unknown) => {
      throw databaseRefusal(error, refusals) ?? error;
    });
    audit(request, { recordId: created.id, after: created });
    reply.code(201);
    return { data: created };
  } });

  app.route({
    ...routeOf(API.blueprints.update),
    bodyLimit: FLOOR_IMAGE_MAX_BYTES + 64 * 1024,
    config: { bodyTooLarge: FLOOR_MESSAGES.tooLarge },
    preHandler: readMultipartBody,
    handler: async (request) => {
      const before = await ownFloor(request, request.params.id);
      if (!request.multipartBody) throw new HttpError(415, 'Envie o piso como multipart/form-data (name, visible, file).');
      const { fields, file: sent } = request.multipartBody;
      const parsed = updateFloorFields.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]));
        throw new HttpError(400, Object.values(errors).join(' '), errors);
      }
      // A file part sent empty is refused (it kept the old plan and answered 200).
      const file = sent ? checkedImage(sent.bytes) : undefined;
      const updated = await updateFloor(request.db, before.id, parsed.data, file, atVersion(floors, expectedVersion(request))).catch((error: unknown) => {
        throw databaseRefusal(error, refusals) ?? error;
      });
      if (!updated) throw await refused(request, before.id);
      audit(request, { before: { name: before.name, visible: before.visible, file: before.fileId }, after: { ...parsed.data, ...(file ? { file: { size: file.size, sha256: file.sha256 } } : {}) } });
      return { data: updated };
    },
  });

  app.route({ ...routeOf(API.blueprints.remove), handler: async (request) => {
    const row = await ownFloor(request, request.params.id);
    const removed = await deleteFloor(request.db, row.id, atVersion(floors, expectedVersion(request)));
    if (!removed) throw await refused(request, row.id);
    audit(request, { before: removed, after: null });
    return { data: removed };
  } });

  // Any signed-in user (the app) gets a visible floor's image; DIRECAO also its own schools' hidden ones.
  // The answer is the image: its 200 is declared as any (the call has no JSON answer).
  app.route({ ...routeOf(API.blueprints.file), schema: { ...routeOf(API.blueprints.file).schema, response: { 200: z.any() } }, handler: async (request, reply) => {
    const image = await floorImage(request.db, request.params.id);
    if (!image || !(image.visible || schoolsOf(request).includes(image.school))) throw notFound();
    return reply.type(image.contentType).header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(image.bytes);
  } });
};
