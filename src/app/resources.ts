import type { ResourceApi } from './providers/dataProvider';

/** Every resource's endpoint declaration, read by the data provider engine. */
export const RESOURCES: readonly ResourceApi[] = [];
