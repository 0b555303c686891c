/** The maths and physics report (screen key 'mathPhysics') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { mathPhysicsApi } from './api';

export const mathPhysics: Area = { screens: { mathPhysics: lazyScreen(() => import('./MathPhysicsPage'), 'MathPhysicsPage') }, api: mathPhysicsApi };
