import type { AnyResource } from '../../contract';
import { lazyComponent, type LazyComponent } from '../components/lazyComponent';

export { declaredApi } from './api';
export { declaredMessages, textKey } from './messages';

/**
 * A declared resource's list screen, fetched when it is first opened: the table, the form and the
 * file controls (react-admin's DataTable, react-hook-form) are a chunk of their own, out of what
 * every signed-in page evaluates before the dashboard.
 */
export function createResourceViews(resource: AnyResource): { list: LazyComponent } {
  return { list: lazyComponent(async () => (await import('./DeclaredList')).createResourceViews(resource), 'list') };
}
