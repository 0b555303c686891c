/**
 * The HR requests list's filters and sort (GET /questoesrh, the /requestsrh screen;
 * src/contract/lists/define.ts). The spec's own `respondidos` and `tipo` (a type's name) stay the
 * list's base query, answered as before; these are the declared filters beside them.
 */
import { BY_DATE, defineList } from './define';

/**
 * `search`: the request's text or its requester (name, e-mail or id) contains the text given, case
 * and accents aside ('joao' finds 'João'); `answered`: the request has its answer (a PDF); `type`:
 * the type's id, given as it is (the screen offers the types it loads as choices; an id no request
 * has finds none); `date`: the day it was sent. Sorted by date both ways ('Mais antigas primeiro'
 * with answered=false: the ones waiting longest).
 */
export const hrRequestsList = defineList({
  filters: {
    search: { kind: 'search', label: 'Procurar', max: 200 },
    answered: { kind: 'yesNo', label: 'Respondido' },
    type: { kind: 'exact', label: 'Tipo', max: 100 },
    date: { kind: 'dateRange', label: 'Data', from: 'De', to: 'Até' },
  },
  alwaysOn: ['search', 'answered', 'type', 'date'],
  sorts: ['date'],
  defaultSort: { field: 'date', order: 'DESC' },
  sortLabels: { date: BY_DATE },
});
