/** The suggestions inbox's filters and sorts (GET /bugs, /admin/suggestions; src/contract/lists/define.ts). */
import { BY_DATE, defineList } from './define';

/**
 * The spec's own `arquivados` stays the inbox's base query (the switch 'Mostrar arquivados'); these
 * are the declared filters beside it: the day received and the sender's e-mail (as it was when sent),
 * which contains the text given, case and accents aside ('ferr' finds 'joao.ferreira@…').
 */
export const suggestionsList = defineList({
  filters: {
    date: { kind: 'dateRange', label: 'Data', from: 'De', to: 'Até' },
    // An e-mail address is at most 254 characters (RFC 5321).
    sender: { kind: 'search', label: 'E-mail do remetente', max: 254 },
  },
  alwaysOn: ['date', 'sender'],
  sorts: ['date'],
  defaultSort: { field: 'date', order: 'DESC' },
  sortLabels: { date: BY_DATE },
});
