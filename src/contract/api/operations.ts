/** The operations area's calls (filled from src/server/routes when its routes move onto the map). */
import { defineArea } from './call';

export const operations = defineArea('operations', {});
