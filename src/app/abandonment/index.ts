/** The medical abandonment screen (screen key 'abandonment') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { abandonmentApi } from './api';

export const abandonment: Area = { screens: { abandonment: lazyComponent(() => import('./AbandonmentPage'), 'AbandonmentPage') }, api: abandonmentApi };
export { abandonmentApi };
export { abandonmentMessages } from './messages';
