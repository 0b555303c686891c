import type { FastifyPluginAsync } from 'fastify';
import { hrRequestTypes as hrRequestTypesResource, webinars as webinarsResource } from '../../contract';
import { hrRequestTypes, webinars } from '../db/schema';
import { crudRoutes, store, type Store } from './crudRoutes';

/** Every declared resource with the table that stores it. */
export const STORES: readonly Store[] = [store(hrRequestTypesResource, hrRequestTypes), store(webinarsResource, webinars)];

/** The generated routes of every declared resource. */
export const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const s of STORES) await app.register(crudRoutes(s));
};
