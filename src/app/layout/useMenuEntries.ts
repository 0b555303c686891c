import { useQuery } from '@tanstack/react-query';
import { menuFor, menuNeeds, type MenuFacts, type ScreenAccess } from '../../contract';
import { hasScreen } from '../areas';
import { useNotificationTypes } from '../notifications/useNotificationTypes';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

/**
 * Facts some menu entries depend on, or null until each one this user needs has its answer (so the
 * section is drawn once, whole: 'Notificações' of a GCI and 'Webinares' of a manager came 0.3–0.8 s
 * after the entries beside them). A failed lookup is logged and leaves those entries hidden.
 */
function useMenuFacts(): MenuFacts | null {
  const authProvider = useBackofficeAuthProvider();
  const user = useSessionUser();
  const needs = user ? menuNeeds(user.role) : { notificationTypes: false, managedTutorias: false };
  const typesNeeded = needs.notificationTypes && hasScreen('notificationsOwn');
  const managedNeeded = Boolean(authProvider) && needs.managedTutorias && (hasScreen('webinars') || hasScreen('peerMentoring'));
  const types = useNotificationTypes({ enabled: typesNeeded });
  const managed = useQuery({
    queryKey: ['menu', 'managedTutorias', user?.id_utilizador],
    enabled: managedNeeded,
    queryFn: () => authProvider?.managedTutorias() ?? [],
  });
  if ((typesNeeded && types.isPending) || (managedNeeded && managed.isPending)) return null;
  return { notificationTypes: types.data?.data.length ?? 0, managedTutorias: managed.data ?? [] };
}

/** The role-filtered menu section: the access table's entries this user sees, for screens that exist; null while some are still being worked out. */
export function useMenuEntries(): ScreenAccess[] | null {
  const user = useSessionUser();
  const facts = useMenuFacts();
  if (!user) return [];
  return facts && menuFor(user.role, facts).filter((s) => hasScreen(s.screen));
}
