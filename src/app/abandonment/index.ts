/** The medical abandonment screen (screen key 'medicalAbandonment') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { abandonmentApi } from './api';

export const abandonment: Area = { screens: { medicalAbandonment: lazyScreen(() => import('./AbandonmentPage'), 'AbandonmentPage') }, api: abandonmentApi };
export { abandonmentApi };
export { abandonmentMessages } from './messages';
