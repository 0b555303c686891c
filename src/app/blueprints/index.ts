/** The floor plans screen (screen key 'blueprints') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { blueprintsApi } from './api';

export const blueprints: Area = { screens: { blueprints: lazyComponent(() => import('./BlueprintsPage'), 'BlueprintsPage') }, api: blueprintsApi };
