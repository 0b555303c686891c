/** The medical abandonment list of one school (spec section 2 "Medical abandonment screen"). */
import { call, defineArea } from './call';
import { abandonmentQuery, abandonmentResponse } from '../schemas/abandonment';

export const medabandono = defineArea('medabandono', {
  list: call('GET', '/users/medabandono', { query: abandonmentQuery, answer: abandonmentResponse }),
});
