/** The audit area's calls (filled from src/server/routes when its routes move onto the map). */
import { defineArea } from './call';

export const audit = defineArea('audit', {});
