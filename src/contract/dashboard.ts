/**
 * The dashboard's cards, in the order they are shown, declared in cards.ts (what each counts, who
 * sees it, where it leads). A new area adds its card's declaration there and lists it here; the
 * server must then count it (src/server/routes/dashboard.ts: a missing counter fails typecheck), the client
 * draws it.
 */
import { ACCESS, canOpen, type ScreenAccess } from './access';
import type { Role } from './roles';
import { abandonmentCard, blueprintsCard, hrRequestsCard, mathPhysicsCard, notificationsCard, professionalMentoringCard, suggestionsCard, tutoriasCard, type CardDeclaration } from './cards';
import { jobFairsCard } from './resources';

export const DASHBOARD_CARDS = [suggestionsCard, notificationsCard, hrRequestsCard, blueprintsCard, abandonmentCard, tutoriasCard, mathPhysicsCard, jobFairsCard, professionalMentoringCard] as const satisfies readonly CardDeclaration[];

export type DeclaredCard = (typeof DASHBOARD_CARDS)[number];
export type CardKey = DeclaredCard['key'];

/** The screen a card leads this role to: the first of its screens the role may open. */
export function cardScreen(card: CardDeclaration, role: Role, screens: readonly ScreenAccess[] = ACCESS): ScreenAccess | undefined {
  return card.screens.map((key) => screens.find((s) => s.screen === key)).find((s) => s !== undefined && canOpen(s, role));
}

/** The cards this role sees: declared for it, and leading to a screen it may open. */
export function cardsFor(role: Role): DeclaredCard[] {
  return DASHBOARD_CARDS.filter((card) => (card.roles as readonly Role[]).includes(role) && cardScreen(card, role) !== undefined);
}
