import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarResponse, calendarVersions, OVERWRITE, updateCalendarBody, updateCalendarResponse } from '../../contract';
import { API } from '../../contract/api';
import { expectedVersion } from '../concurrency';
import { readCalendar, saveCalendars } from '../repositories/calendar';
import { audit } from '../audit';
import { routeOf } from './route';

/** The academic calendar, one document per language (pt, en). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const productName = app.config.PRODUCT_NAME;

  // The map declares the documents' schemas for the default product name: registered with this server's.
  const get = routeOf(API.calendar.get);
  app.route({
    ...get,
    schema: { ...get.schema, response: { 200: calendarResponse(productName) } },
    // A read, by POST as the spec has it: not a change for the audit trail.
    config: { audit: false },
    handler: async (request) => {
      const { lang } = request.body;
      const { document, version } = await readCalendar(request.db, lang, productName);
      return { data: { ...document, _id: lang }, version };
    },
  });

  const update = routeOf(API.calendar.update);
  app.route({
    ...update,
    schema: { ...update.schema, body: updateCalendarBody(productName), response: { 200: updateCalendarResponse(productName) } },
    config: { audit: 'alterar' },
    handler: async (request) => {
      const before = { pt: (await readCalendar(request.db, 'pt', productName)).document, en: (await readCalendar(request.db, 'en', productName)).document };
      const readAt = expectedVersion(request);
      await saveCalendars(request.db, request.body, productName, readAt === OVERWRITE ? undefined : readAt);
      // Saved over a language on purpose ('Guardar por cima' of its conflicting fields): audited as such.
      const overwrote = readAt !== undefined && readAt !== OVERWRITE && readAt.some((tag) => Object.values(calendarVersions(tag) ?? {}).includes(OVERWRITE));
      audit(request, { before, ...(overwrote && { action: 'sobrepor' as const }) });
      return { data: request.body };
    },
  });
};
