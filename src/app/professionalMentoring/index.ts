/** The professional mentors page (screen key 'professionalMentoring') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { professionalMentoringApi } from './api';

export const professionalMentoring: Area = {
  screens: { professionalMentoring: lazyScreen(() => import('./ProfessionalMentoringPage'), 'ProfessionalMentoringPage') },
  api: professionalMentoringApi,
};
