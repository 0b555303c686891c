import type { ComponentType } from 'react';
import { CalendarPage } from './pages/calendar';
import { OperationsPage } from './pages/operations';
import { AbandonmentPage } from './pages/abandonment';
import { NotificationsScreen } from './resources/notifications';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';

/**
 * The screens that exist, by the access table's screen key. A route and its menu entry appear
 * only once the screen is registered here; resources and pages add themselves in later work.
 */
export const SCREENS: Readonly<Record<string, ComponentType>> = {
  calendar: CalendarPage,
  operations: OperationsPage,
  medicalAbandonment: AbandonmentPage,
  notificationsAll: NotificationsScreen,
  notificationsOwn: NotificationsScreen,
  suggestions: suggestions.list,
  users: users.list,
};

export const hasScreen = (key: string) => key in SCREENS;
