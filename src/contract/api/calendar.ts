/** The academic calendar, one document per language (pt, en): not CRUD, two calls, both by POST as the spec has them. */
import { call, defineArea } from './call';
import { calendarResponse, getCalendarBody, updateCalendarBody, updateCalendarResponse } from '../schemas/calendar';

/**
 * A calendar document keys one commemorative day by the product's name (spec section 3), which each
 * deployment sets (PRODUCT_NAME), so its schemas are made for a name (../schemas/calendar.ts). The
 * map declares these calls with the default name's (src/server/config.ts), for their types, which
 * do not depend on the name; the server registers the routes with its own name's schemas
 * (src/server/routes/calendar.ts), and the screen checks a save with the client's (calendarFields.ts).
 */
const DEFAULT_PRODUCT_NAME = 'Campus';

export const calendar = defineArea('calendar', {
  // A read: the language's document, with `_id` its language.
  get: call('POST', '/atividadeLetiva/getCalendarioLetivo', { body: getCalendarBody, answer: calendarResponse(DEFAULT_PRODUCT_NAME) }),
  // Both languages at once (no `_id`), at the versions read of both (calendarVersion).
  update: call('POST', '/atividadeLetiva/updateCalendarioLetivo', {
    body: updateCalendarBody(DEFAULT_PRODUCT_NAME),
    answer: updateCalendarResponse(DEFAULT_PRODUCT_NAME),
    versioned: true,
  }),
});
