/** The medical abandonment screen (screen key 'medicalAbandonment') and its endpoint declaration. */
export { AbandonmentPage } from './AbandonmentPage';
export { abandonmentApi } from './api';
export { abandonmentMessages } from './messages';
