/** The floor plans screen (screen key 'blueprints') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { blueprintsApi } from './api';

export const blueprints: Area = { screens: { blueprints: lazyScreen(() => import('./BlueprintsPage'), 'BlueprintsPage') }, api: blueprintsApi };
