import type { AnyResource } from '../../contract';
import { lazyScreen, type LazyScreen } from '../layout/lazyScreen';

export { declaredApi } from './api';
export { declaredMessages, textKey } from './messages';

/**
 * A declared resource's list screen, fetched when it is first opened: the table, the form and the
 * file controls (react-admin's DataTable, react-hook-form) are a chunk of their own, out of what
 * every signed-in page evaluates before the dashboard.
 */
export function createResourceViews(resource: AnyResource): { list: LazyScreen } {
  return { list: lazyScreen(async () => (await import('./DeclaredList')).createResourceViews(resource), 'list') };
}
