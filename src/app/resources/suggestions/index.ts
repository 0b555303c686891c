import type { Area } from '../../areas';
import { idPath, unwrapData, unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ArchiveArgs, SuggestionsFilter } from './types';

/**
 * Suggestions ("bugs") on the wire:
 *   list    -> GET /bugs?limit&page (zero-based) [&arquivados=false]   { data, pagination{total, archived} }
 *   archive -> PUT /bugs/:id  { isArquivado }                          { data: suggestion }
 * The server sorts newest first and, with arquivados=false, leaves the archived ones out while still
 * counting them in pagination.archived (the screen's hidden count).
 */
export const suggestionsApi: ResourceApi = {
  name: 'bugs',
  idField: '_id',
  list: {
    path: '/bugs',
    query: (params) => ({
      ...zeroBasedPage(params),
      arquivados: (params.filter as SuggestionsFilter | undefined)?.arquivados === false ? false : undefined,
    }),
    unwrap: unwrapPaginated,
  },
  actions: {
    archive: {
      method: 'PUT',
      path: idPath('/bugs'),
      body: ({ isArquivado }: ArchiveArgs) => ({ isArquivado }),
      unwrap: unwrapData,
    },
  },
};

/** The /admin/suggestions screen and its endpoints. */
export const suggestions: Area = { screens: { suggestions: lazyScreen(() => import('./SuggestionList'), 'SuggestionList') }, api: suggestionsApi };
