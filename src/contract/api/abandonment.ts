/** The medical abandonment list of one school (spec section 2 "Medical abandonment screen"). */
import { call, defineArea } from './call';
import { abandonmentQuery, abandonmentResponse } from '../schemas/abandonment';
import { abandonmentList } from '../lists/abandonment';
import { declaredListQuery } from '../lists/define';

export const abandonment = defineArea('abandonment', {
  /** One school's list (the spec's `UO`), with its declared filters and sort (src/contract/lists/abandonment.ts). */
  list: call('GET', '/users/medabandono', { query: declaredListQuery(abandonmentQuery, abandonmentList), answer: abandonmentResponse, audited: 'consultar' }),
});
