import type { Area } from '../areas';
import { API } from '../../contract/api';
import { suggestionsList } from '../../contract/lists/suggestions';
import { unwrapVersioned, verb, zeroBasedPage, type ResourceApi } from '../providers/dataProvider';
import { lazyComponent } from '../components/lazyComponent';
import { listQueryOf } from '../lists/listQuery';
import type { SuggestionsFilter } from './types';

/**
 * Suggestions (the spec's `/bugs`): react-admin's list on the map's suggestions.list, `limit` and a zero-based `page`,
 * the declared filters and sort (lists/suggestions.ts: `date_gte`, `date_lte`, `sender`,
 * `sort=date&order=ASC`), and `arquivados=false` when the switch is off ({ data, pagination{total,
 * archived} }); the archiving (suggestions.archive, `{ isArquivado }`) is the screen's useApiMutation. The
 * server sorts newest first unless asked and, with arquivados=false, leaves the archived ones out
 * while still counting them in pagination.archived (the screen's hidden count). Each suggestion gets
 * its version from the answer's `versions`: the archiving sends it back.
 */
export const suggestionsApi: ResourceApi = {
  name: 'suggestions',
  idField: '_id',
  list: verb(
    API.suggestions.list,
    (params) => ({
      query: {
        ...zeroBasedPage(params),
        ...listQueryOf(suggestionsList, params),
        arquivados: (params.filter as SuggestionsFilter | undefined)?.arquivados === false ? 'false' : undefined,
      },
    }),
    unwrapVersioned('_id'),
  ),
};

/** The /admin/suggestions screen and its endpoints. */
export const suggestions: Area = { screens: { suggestions: lazyComponent(() => import('./SuggestionList'), 'SuggestionList') }, api: suggestionsApi };
