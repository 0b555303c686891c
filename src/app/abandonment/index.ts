/** The medical abandonment screen (screen key 'abandonment') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { abandonmentApi } from './api';

export const abandonment: Area = { screens: { abandonment: lazyScreen(() => import('./AbandonmentPage'), 'AbandonmentPage') }, api: abandonmentApi };
export { abandonmentApi };
export { abandonmentMessages } from './messages';
