/** The tutorias screen (screen key 'tutorias') and its endpoint declaration. */
import type { Area } from '../../areas';
import { TutoriasPage } from './TutoriasPage';
import { tutoriasApi } from './api';

export const tutorias: Area = { screens: { tutorias: TutoriasPage }, api: tutoriasApi };
