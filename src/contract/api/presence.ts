/** Who else has a record open (schemas/presence.ts): each tab notes what it shows and is told who else shows it. */
import { call, defineArea } from './call';
import { presenceAnswer, presenceBody, presenceParams } from '../schemas/presence';

export const presence = defineArea('presence', {
  // Replaces this tab's notes of the area with the records of the body, and answers who else has them open.
  note: call('PUT', '/presenca/:resource', { params: presenceParams, body: presenceBody, answer: presenceAnswer }),
});
