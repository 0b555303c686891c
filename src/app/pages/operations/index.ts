/** The operations screen (screen key 'operations') and its endpoint declaration. */
import type { Area } from '../../areas';
import { OperationsPage } from './OperationsPage';
import { operationsApi } from './api';

export const operations: Area = { screens: { operations: OperationsPage }, api: operationsApi };
export { OperationsPage, operationsApi };
export { operationsMessages } from './messages';
