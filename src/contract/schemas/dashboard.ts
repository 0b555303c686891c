/**
 * A dashboard card's declaration and GET /dashboard's answer. Each area declares its card next to
 * its other declarations with defineCard; src/contract/dashboard.ts lists them.
 */
import { z } from 'zod';
import type { Role } from '../roles';
import type { ScreenKey } from '../access';

export interface CardDeclaration {
  key: string;
  /** Where the card leads: the first of these screens the role may open. */
  screens: readonly ScreenKey[];
  /** Who sees the card (and may open one of its screens). */
  roles: readonly Role[];
  title: string;
  /** The words after the count, singular |||| plural (polyglot): 'por arquivar |||| por arquivar'. */
  caption: string;
  /** The query the link adds; the screen opens filtered by it. */
  query?: Readonly<Record<string, string>>;
  /** Heading of the card's list of items, when it has one. */
  itemsTitle?: string;
  /** Heading of the card's chart, when it has one. */
  chartTitle?: string;
  /** Shown instead of a list when the count is zero. */
  allClear: string;
}

export const defineCard = <const C extends CardDeclaration>(card: C): C => card;

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
