/** The academic calendar screen (screen key 'calendar') and its endpoint declaration. */
export { CalendarPage } from './CalendarPage';
export { calendarApi } from './api';
export { calendarMessages } from './messages';
