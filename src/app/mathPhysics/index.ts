/** The maths and physics report (screen key 'mathPhysics') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { mathPhysicsApi } from './api';

export const mathPhysics: Area = { screens: { mathPhysics: lazyComponent(() => import('./MathPhysicsPage'), 'MathPhysicsPage') }, api: mathPhysicsApi };
