import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarResponse, getCalendarBody, updateCalendarBody, updateCalendarResponse } from '../../contract';
import { readCalendar, saveCalendars } from '../repositories/calendars';

/** The academic calendar, one document per language (pt, en). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const productName = app.config.PRODUCT_NAME;

  app.post(
    '/atividadeLetiva/getCalendarioLetivo',
    { schema: { tags: ['calendar'], body: getCalendarBody, response: { 200: calendarResponse(productName) } } },
    async (request) => {
      const { lang } = request.body;
      return { data: { ...(await readCalendar(app.db, lang, productName)), _id: lang } };
    },
  );

  app.post(
    '/atividadeLetiva/updateCalendarioLetivo',
    { schema: { tags: ['calendar'], body: updateCalendarBody(productName), response: { 200: updateCalendarResponse(productName) } } },
    async (request) => {
      await saveCalendars(app.db, request.body, productName);
      return { data: request.body };
    },
  );
};
