/** The academic calendar screen (screen key 'calendar') and its endpoint declaration. */
import type { Area } from '../../areas';
import { CalendarPage } from './CalendarPage';
import { calendarApi } from './api';

export const calendar: Area = { screens: { calendar: CalendarPage }, api: calendarApi };
export { CalendarPage, calendarApi };
export { calendarMessages } from './messages';
