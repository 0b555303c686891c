/** The operations screen (screen key 'operations') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { operationsApi } from './api';

export const operations: Area = { screens: { operations: lazyScreen(() => import('./OperationsPage'), 'OperationsPage') }, api: operationsApi };
export { operationsApi };
export { operationsMessages } from './messages';
