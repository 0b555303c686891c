import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarResponse, getCalendarBody, updateCalendarBody, updateCalendarResponse } from '../../contract';
import { readCalendar, saveCalendars } from '../repositories/calendars';
import { audit } from '../audit';

/** The academic calendar, one document per language (pt, en). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const productName = app.config.PRODUCT_NAME;

  app.post(
    '/atividadeLetiva/getCalendarioLetivo',
    // A read, by POST as the spec has it: not a change for the audit trail.
    { schema: { tags: ['calendar'], body: getCalendarBody, response: { 200: calendarResponse(productName) } }, config: { audit: false } },
    async (request) => {
      const { lang } = request.body;
      return { data: { ...(await readCalendar(app.db, lang, productName)), _id: lang } };
    },
  );

  app.post(
    '/atividadeLetiva/updateCalendarioLetivo',
    { schema: { tags: ['calendar'], body: updateCalendarBody(productName), response: { 200: updateCalendarResponse(productName) } }, config: { audit: 'alterar' } },
    async (request) => {
      const before = { pt: await readCalendar(app.db, 'pt', productName), en: await readCalendar(app.db, 'en', productName) };
      await saveCalendars(app.db, request.body, productName);
      audit(request, { before });
      return { data: request.body };
    },
  );
};
