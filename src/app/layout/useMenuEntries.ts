import { useQuery } from '@tanstack/react-query';
import { menuFor, menuNeeds, type MenuFacts, type ScreenAccess } from '../../contract';
import { hasScreen } from '../areas';
import { useNotificationTypes } from '../resources/notifications/useNotificationTypes';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

/** Facts some menu entries depend on; a failed lookup is logged and leaves those entries hidden. */
function useMenuFacts(): MenuFacts {
  const authProvider = useBackofficeAuthProvider();
  const user = useSessionUser();
  const needs = user ? menuNeeds(user.role) : { notificationTypes: false, managedTutorias: false };
  const types = useNotificationTypes({ enabled: needs.notificationTypes && hasScreen('notificationsOwn') });
  const managed = useQuery({
    queryKey: ['menu', 'managedTutorias', user?.id_utilizador],
    enabled: Boolean(authProvider) && needs.managedTutorias && (hasScreen('webinars') || hasScreen('peerMentoring')),
    queryFn: () => authProvider?.managedTutorias() ?? [],
  });
  return { notificationTypes: types.data?.data.length ?? 0, managedTutorias: managed.data ?? [] };
}

/** The role-filtered menu section: the access table's entries this user sees, for screens that exist. */
export function useMenuEntries(): ScreenAccess[] {
  const user = useSessionUser();
  const facts = useMenuFacts();
  return user ? menuFor(user.role, facts).filter((s) => hasScreen(s.screen)) : [];
}
