/** The operations screen (screen key 'operations') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { operationsApi } from './api';

export const operations: Area = { screens: { operations: lazyComponent(() => import('./OperationsPage'), 'OperationsPage') }, api: operationsApi };
export { operationsApi };
export { operationsMessages } from './messages';
