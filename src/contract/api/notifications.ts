/** The notifications area's calls (filled from src/server/routes when its routes move onto the map). */
import { defineArea } from './call';

export const notifications = defineArea('notifications', {});
