/** The academic calendar screen (screen key 'calendar') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { calendarApi } from './api';

export const calendar: Area = { screens: { calendar: lazyComponent(() => import('./CalendarPage'), 'CalendarPage') }, api: calendarApi };
export { calendarApi };
export { calendarMessages } from './messages';
