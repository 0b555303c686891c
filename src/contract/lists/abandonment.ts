/**
 * The medical abandonment list's filters and sort (GET /users/medabandono?UO=..., spec section 2
 * "Medical abandonment screen"; src/contract/lists/define.ts). The spec's own `UO` (the school
 * chosen in 'Escola') stays required, with its rule; the filters are extra query parameters.
 */
import { SCHOOLS } from '../constants';
import { defineList } from './define';

/** The schools as a flag records them (its organic unit's sigla). */
export const ABANDONMENT_SCHOOLS = SCHOOLS.map((s) => ({ id: s.sigla, name: s.sigla }));

export const abandonmentList = defineList({
  filters: {
    // The name contains the text, accents and case aside ('joao' finds 'João').
    name: { kind: 'search', label: 'Procurar', max: 200 },
    // The flag's school, among those given (`?school=ESA,ESE`); it narrows the school of `UO`.
    school: { kind: 'oneOf', label: 'Escola', choices: ABANDONMENT_SCHOOLS },
  },
  alwaysOn: ['name'],
  sorts: ['name', 'id'],
  defaultSort: { field: 'name', order: 'ASC' },
});
