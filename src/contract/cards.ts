/**
 * The dashboard's cards, declared: what each counts, who sees it, where it leads, its words. No
 * schema here (GET /dashboard's answer is schemas/dashboard.ts): the back-office draws its
 * dashboard from these declarations without building any area's schemas when it loads.
 * src/contract/dashboard.ts lists them in the order they are shown.
 */
import type { ScreenKey } from './access';
import { ADMIN_ROLES, HR_ROLES, NOTIFICATION_AUTHORS, TUTORING_ROLES, type Role } from './roles';

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

/** Dashboard: suggestions not archived yet, leading to the inbox without the archived ones. */
export const suggestionsCard = defineCard({
  key: 'suggestions',
  screens: ['suggestions'],
  roles: ADMIN_ROLES,
  title: 'Sugestões',
  caption: 'por arquivar |||| por arquivar',
  query: { arquivados: 'false' },
  allClear: 'Nenhuma sugestão por arquivar.',
});

/** Dashboard: notifications due in the next 24 hours, the last ones sent, and a weekly chart (own; ADMIN and DEV: all). */
export const notificationsCard = defineCard({
  key: 'notifications',
  screens: ['notificationsAll', 'notificationsOwn'],
  roles: NOTIFICATION_AUTHORS,
  title: 'Notificações',
  caption: 'agendada para as próximas 24 horas |||| agendadas para as próximas 24 horas',
  query: { proximas: '24h' },
  itemsTitle: 'Últimas enviadas (destinatários)',
  chartTitle: 'Enviadas por semana, últimas 12 semanas',
  allClear: 'Nenhuma notificação enviada ainda.',
});

/** Dashboard: requests waiting for an answer, leading to the list without the answered ones. */
export const hrRequestsCard = defineCard({
  key: 'hrRequests',
  screens: ['hrRequests'],
  roles: HR_ROLES,
  title: 'Pedidos RH',
  caption: 'por responder |||| por responder',
  query: { respondidos: 'false' },
  itemsTitle: 'À espera de resposta',
  allClear: 'Nenhum pedido por responder.',
});

/** Dashboard: DIRECAO's floors the app does not show yet (no plan, or hidden), per school. */
export const blueprintsCard = defineCard({
  key: 'blueprints',
  screens: ['blueprints'],
  roles: ['DIRECAO'],
  title: 'Plantas',
  caption: 'piso por completar |||| pisos por completar',
  itemsTitle: 'Não aparecem na aplicação',
  allClear: 'Todos os pisos têm planta e estão visíveis.',
});

/** Dashboard: students flagged for abandonment in the user's schools (ADMIN and DEV: every school), per school. */
export const abandonmentCard = defineCard({
  key: 'abandonment',
  screens: ['abandonment'],
  roles: [...ADMIN_ROLES, 'DIRECAO'],
  title: 'Mediadores de abandono',
  caption: 'estudante sinalizado |||| estudantes sinalizados',
  itemsTitle: 'Por escola',
  allClear: 'Nenhum estudante sinalizado nas suas escolas.',
});

/** What waits in the programmes the user sees, in the newest academic year: tutors to decide, mentees without a mentor. */
export const tutoriasCard = defineCard({
  key: 'tutorias',
  screens: ['tutorias'],
  roles: TUTORING_ROLES,
  title: 'Tutorias & Mentorias',
  caption: 'por tratar |||| por tratar',
  itemsTitle: 'No ano letivo mais recente',
  allClear: 'Nada por tratar.',
});

/** Confirmed sessions whose hours the cabinet has not validated yet, per academic year, within the caller's rows. */
export const mathPhysicsCard = defineCard({
  key: 'mathPhysics',
  screens: ['mathPhysics'],
  roles: TUTORING_ROLES,
  title: 'Matemática / Fisica',
  caption: 'sessão por validar |||| sessões por validar',
  itemsTitle: 'Por ano letivo',
  allClear: 'Nenhuma sessão por validar.',
});

/** Mentors waiting to be accepted or refused. */
export const professionalMentoringCard = defineCard({
  key: 'professionalMentoring',
  screens: ['professionalMentoring'],
  roles: TUTORING_ROLES,
  title: 'Mentorias Profissionais',
  caption: 'mentor por aceitar |||| mentores por aceitar',
  allClear: 'Nenhum mentor por aceitar.',
});
