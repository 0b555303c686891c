/** GET /dashboard's answer: the caller's cards' values (their declarations: src/contract/cards.ts). */
import { z } from 'zod';

/** One line of a card: a label, a number, and the query of the screen filtered to it. */
export const dashboardItem = z.object({
  label: z.string(),
  value: z.number().int(),
  query: z.record(z.string(), z.string()).optional(),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

/** One bar of a chart. */
export const dashboardPoint = z.object({ label: z.string(), value: z.number() });

export const dashboardCard = z.object({
  key: z.string(),
  count: z.number().int(),
  items: z.array(dashboardItem),
  chart: z.array(dashboardPoint).optional(),
});
export type DashboardCardValue = z.infer<typeof dashboardCard>;

/** GET /dashboard: the caller's cards, in the declarations' order (none for DEFAULT). */
export const dashboardResponse = z.object({ data: z.array(dashboardCard) });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
