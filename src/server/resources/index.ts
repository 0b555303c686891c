import type { FastifyPluginAsync } from 'fastify';
import { hrRequestTypes as hrRequestTypesResource, jobFairs as jobFairsResource, webinars as webinarsResource, type ScreenAccess } from '../../contract';
import { hrRequestTypes, jobFairs, webinars } from '../db/schema';
import { crudRoutes, store, type Store } from './crudRoutes';

/** Every declared resource with the table that stores it. */
export const STORES: readonly Store[] = [
  store(hrRequestTypesResource, hrRequestTypes),
  store(webinarsResource, webinars),
  store(jobFairsResource, jobFairs),
];

/**
 * The generated routes of every declared resource of the screens served; a declared resource
 * without a table stops the server at start.
 */
export const resourceRoutes: FastifyPluginAsync<{ screens: readonly ScreenAccess[]; stores: readonly Store[] }> = async (app, { screens, stores }) => {
  for (const { resource } of screens) {
    if (!resource) continue;
    const found = stores.find((s) => s.resource.name === resource.name);
    if (!found) throw new Error(`Resource "${resource.name}" is declared but has no table: bind it in src/server/resources/index.ts`);
    // The screen's declaration is the one served (a test may serve a changed copy of it).
    await app.register(crudRoutes({ ...found, resource }));
  }
};
