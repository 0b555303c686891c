import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarResponse, updateCalendarBody, updateCalendarResponse } from '../../contract';
import { API } from '../../contract/api';
import { readCalendar, saveCalendars } from '../repositories/calendars';
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
      return { data: { ...(await readCalendar(app.db, lang, productName)), _id: lang } };
    },
  });

  const update = routeOf(API.calendar.update);
  app.route({
    ...update,
    schema: { ...update.schema, body: updateCalendarBody(productName), response: { 200: updateCalendarResponse(productName) } },
    config: { audit: 'alterar' },
    handler: async (request) => {
      const before = { pt: await readCalendar(app.db, 'pt', productName), en: await readCalendar(app.db, 'en', productName) };
      await saveCalendars(app.db, request.body, productName);
      audit(request, { before });
      return { data: request.body };
    },
  });
};
