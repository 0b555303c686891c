/** The operations screen (screen key 'operations') and its endpoint declaration. */
export { OperationsPage } from './OperationsPage';
export { operationsApi } from './api';
export { operationsMessages } from './messages';
