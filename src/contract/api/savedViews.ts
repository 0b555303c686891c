/** Saved views of the lists (schemas/savedViews.ts): each user's own, per screen. */
import { call, defineArea } from './call';
import { savedViewBody, savedViewList, savedViewParams, savedViewResponse, savedViewsQuery } from '../schemas/savedViews';

export const savedViews = defineArea('savedViews', {
  list: call('GET', '/vistas', { query: savedViewsQuery, answer: savedViewList }),
  create: call('POST', '/vistas', { body: savedViewBody, answer: savedViewResponse, status: 201 }),
  remove: call('DELETE', '/vistas/:id', { params: savedViewParams, answer: savedViewResponse }),
});
