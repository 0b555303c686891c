/** The professional mentors page (screen key 'professionalMentoring') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { professionalMentoringApi } from './api';

export const professionalMentoring: Area = {
  screens: { professionalMentoring: lazyComponent(() => import('./ProfessionalMentoringPage'), 'ProfessionalMentoringPage') },
  api: professionalMentoringApi,
};
