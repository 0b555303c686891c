/** The tutorias screen (screen key 'tutorias') and its endpoint declaration. */
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { tutoriasApi } from './api';

export const tutorias: Area = { screens: { tutorias: lazyComponent(() => import('./TutoriasPage'), 'TutoriasPage') }, api: tutoriasApi };
