/** The maths and physics report (screen key 'mathPhysicsReport') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { mathPhysicsApi } from './api';

export const mathPhysics: Area = { screens: { mathPhysicsReport: lazyScreen(() => import('./MathPhysicsPage'), 'MathPhysicsPage') }, api: mathPhysicsApi };
