import { useQuery } from '@tanstack/react-query';
import { menuFor, menuNeeds, type MenuFacts, type ScreenAccess } from '../../contract';
import { http } from '../providers/http';
import { hasScreen } from '../areas';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

/** Facts some menu entries depend on; a failed lookup is logged and leaves those entries hidden. */
function useMenuFacts(): MenuFacts {
  const authProvider = useBackofficeAuthProvider();
  const user = useSessionUser();
  const needs = user ? menuNeeds(user.role) : { notificationTypes: false, managedTutorias: false };
  const types = useQuery({
    queryKey: ['menu', 'notificationTypes', user?.id_utilizador],
    enabled: needs.notificationTypes && hasScreen('notificationsOwn'),
    queryFn: async () => (await http<{ data: unknown[] }>('/notifications/type/me')).data.length,
  });
  const managed = useQuery({
    queryKey: ['menu', 'managedTutorias', user?.id_utilizador],
    enabled: Boolean(authProvider) && needs.managedTutorias && (hasScreen('webinars') || hasScreen('peerMentoring')),
    queryFn: () => authProvider?.managedTutorias() ?? [],
  });
  return { notificationTypes: types.data ?? 0, managedTutorias: managed.data ?? [] };
}

/** The role-filtered menu section: the access table's entries this user sees, for screens that exist. */
export function useMenuEntries(): ScreenAccess[] {
  const user = useSessionUser();
  const facts = useMenuFacts();
  return user ? menuFor(user.role, facts).filter((s) => hasScreen(s.screen)) : [];
}
