/** The academic calendar screen (screen key 'calendar') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { calendarApi } from './api';

export const calendar: Area = { screens: { calendar: lazyScreen(() => import('./CalendarPage'), 'CalendarPage') }, api: calendarApi };
export { calendarApi };
export { calendarMessages } from './messages';
