/** The tutorias screen (screen key 'tutorias') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyScreen } from '../layout/lazyScreen';
import { tutoriasApi } from './api';

export const tutorias: Area = { screens: { tutorias: lazyScreen(() => import('./TutoriasPage'), 'TutoriasPage') }, api: tutoriasApi };
