/** The medical abandonment screen (screen key 'medicalAbandonment') and its endpoint declaration. */
import type { Area } from '../../areas';
import { AbandonmentPage } from './AbandonmentPage';
import { abandonmentApi } from './api';

export const abandonment: Area = { screens: { medicalAbandonment: AbandonmentPage }, api: abandonmentApi };
export { AbandonmentPage, abandonmentApi };
export { abandonmentMessages } from './messages';
