/** The floor plans screen (screen key 'blueprints') and its endpoint declaration. */
import type { Area } from '../../areas';
import { BlueprintsPage } from './BlueprintsPage';
import { blueprintsApi } from './api';

export const blueprints: Area = { screens: { blueprints: BlueprintsPage }, api: blueprintsApi };
