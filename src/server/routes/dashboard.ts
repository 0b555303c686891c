import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abandonmentSchools, BLUEPRINTS_CARD_ITEMS, cardsFor, floorSchools, HR_CARD_ITEMS, isAdminRole, type CardKey, type DashboardCardValue, type Role } from '../../contract';
import { API } from '../../contract/api';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { countUnarchived } from '../repositories/suggestions';
import { notificationsDashboard } from '../repositories/notifications';
import { abandonmentCounts } from '../repositories/abandonment';
import { openHrRequests } from '../repositories/hrRequests';
import { incompleteFloors } from '../repositories/blueprints';
import { activeJobFairs } from '../repositories/jobFairs';
import { waitingInTutorias } from '../repositories/tutorias';
import { sessionsToValidate } from '../repositories/mathPhysics';
import { countPendingMentors } from '../repositories/professionalMentoring';
import { routeOf } from './route';

type Counter = (db: Db, user: User, role: Role) => Promise<Omit<DashboardCardValue, 'key'>>;

/**
 * What each declared card counts, with the same row rules as its screen. A card declared in the
 * contract without a counter here fails typecheck.
 */
const COUNTERS: Record<CardKey, Counter> = {
  suggestions: async (db) => ({ count: await countUnarchived(db), items: [] }),
  hrRequests: async (db) => {
    const { count, oldestDays } = await openHrRequests(db);
    return { count, items: oldestDays === null ? [] : [{ label: HR_CARD_ITEMS.oldestDays, value: oldestDays }] };
  },
  blueprints: async (db, user) => {
    const rows = await incompleteFloors(db, floorSchools(user.roleExtra));
    const items = rows.flatMap((r) => [
      ...(r.noPlan ? [{ label: `${r.school}: ${BLUEPRINTS_CARD_ITEMS.noPlan}`, value: r.noPlan }] : []),
      ...(r.hidden ? [{ label: `${r.school}: ${BLUEPRINTS_CARD_ITEMS.hidden}`, value: r.hidden }] : []),
    ]);
    return { count: rows.reduce((sum, r) => sum + r.either, 0), items };
  },
  tutorias: async (db, user, role) => {
    const items = await waitingInTutorias(db, user, role);
    return { count: items.reduce((sum, item) => sum + item.value, 0), items };
  },
  mathPhysics: async (db, user, role) => {
    const items = await sessionsToValidate(db, user, role);
    return { count: items.reduce((sum, item) => sum + item.value, 0), items };
  },
  professionalMentoring: async (db) => ({ count: await countPendingMentors(db), items: [] }),
  jobFairs: async (db) => {
    const items = await activeJobFairs(db);
    return { count: items.length, items };
  },
  notifications: (db, user, role) => notificationsDashboard(db, isAdminRole(role) ? undefined : user.idUtilizador),
  abandonment: async (db, user, role) => {
    const schools = abandonmentSchools(role, user.roleExtra);
    const counts = await abandonmentCounts(db, schools.map((s) => s.sigla));
    const items = schools.flatMap((s) => {
      const flagged = counts.get(s.sigla);
      return flagged ? [{ label: s.sigla, value: flagged, query: { UO: String(s.id) } }] : [];
    });
    return { count: items.reduce((sum, item) => sum + item.value, 0), items };
  },
};

/** GET /dashboard: the caller's cards (their role's, leading to screens it may open), counted in one call. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(API.dashboard.cards),
    handler: async (request) => {
      const cards = cardsFor(request.role);
      const values = await Promise.all(cards.map((card) => COUNTERS[card.key](request.db, request.user, request.role)));
      return { data: cards.map((card, i) => ({ key: card.key, ...values[i] })) };
    },
  });
};
