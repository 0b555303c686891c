/** The dashboard: the caller's cards, counted in one call (their declarations: ../cards.ts). */
import { call, defineArea } from './call';
import { dashboardResponse } from '../schemas/dashboard';

export const dashboard = defineArea('dashboard', {
  cards: call('GET', '/dashboard', { answer: dashboardResponse }),
});
