/** The dashboard (screen key 'dashboard', path /) and its endpoint declaration. */
import type { Area } from '../areas';
import { DashboardPage } from './DashboardPage';
import { dashboardApi } from './api';

export const dashboard: Area = { screens: { dashboard: DashboardPage }, api: dashboardApi };
export { dashboardMessages } from './messages';
