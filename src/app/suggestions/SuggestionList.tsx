import { Alert, Box, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { PAGE_SIZE, SKELETON_COUNT } from '../../contract';
import { suggestionsList } from '../../contract/lists/suggestions';
import { DeclaredFilters } from '../lists/DeclaredFilters';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionPager } from './SuggestionPager';
import { SuggestionSelection } from './SuggestionSelection';
import { SortSelect } from '../lists/SortSelect';
import { ExportButton } from '../lists/ExportButton';
import { fieldCell } from '../exports/cells';
import { hiddenCountText } from './suggestionText';
import type { SuggestionRecord, SuggestionsFilter } from './types';
import { listQueryOptions } from '../providers/queryClient';
import { ScreenListBase } from '../lists/ScreenListBase';
import { drawingAttribute, FIRST_CARDS, useFirstRowsFirst } from '../components/firstRowsFirst';

const OPEN_ONLY: SuggestionsFilter = { arquivados: false };

/**
 * The switch 'Mostrar arquivados' as the address holds it: the spec's own `?arquivados=false` (the
 * dashboard's link), beside react-admin's filter, sort and page, which keep it when they change.
 * Switching goes back to the first page. The switch answers at once (the router applies a
 * navigation in a transition, a moment later: a controlled switch waiting for it did not move on
 * the click); the list follows the address.
 */
function useArchivedShown(): [boolean, (shown: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('arquivados') !== 'false';
  const [shown, setShown] = useState(inAddress);
  // The address changed (back, a link): the switch follows.
  const [seen, setSeen] = useState(inAddress);
  if (seen !== inAddress) {
    setSeen(inAddress);
    setShown(inAddress);
  }
  const set = (value: boolean) => {
    setShown(value);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.delete('arquivados');
      else next.set('arquivados', 'false');
      if (next.has('page')) next.set('page', '1');
      return next;
    });
  };
  return [shown, set];
}

/**
 * /admin/suggestions: the suggestions inbox, newest first unless asked, 25 a page, with archiving,
 * the declared filters (day received, sender) and the order; all of it in the address (a reload,
 * back, or a link sent to a colleague opens the same view); `?arquivados=false` (the dashboard's
 * link) opens it without the archived. The address is the only state: the menu entry opens the
 * inbox as it starts (no list parameters remembered in the store).
 */
export function SuggestionList() {
  const [params] = useSearchParams();
  const showArchived = params.get('arquivados') !== 'false';
  return (
    <ScreenListBase<SuggestionRecord>
      resource="suggestions"
      perPage={PAGE_SIZE.suggestions}
      sort={suggestionsList.defaultSort}
      filter={showArchived ? undefined : OPEN_ONLY}
      storeKey={false}
      // The screen shows 'Ocorreu um erro...' itself; no toast.
      queryOptions={listQueryOptions('the suggestions')}
    >
      <SuggestionListView />
    </ScreenListBase>
  );
}

function SuggestionListView() {
  const translate = useTranslate();
  const { data, error, isPending, filterValues, meta } = useListContext<SuggestionRecord>();
  const [showArchived, setShowArchived] = useArchivedShown();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const hidden = (meta as { archived?: number } | undefined)?.archived;
  // Until the server's answer for the new filter arrives, hide archived items already on screen.
  const visible = (data ?? []).filter((s) => showArchived || !s.isArquivado);
  const cards = useFirstRowsFirst(visible, FIRST_CARDS);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <ScreenTitle title={translate('app.suggestions.title')} sx={{ mb: 2 }} />
      <DeclaredFilters list={suggestionsList} label={translate('app.suggestions.filters')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
          <FormControlLabel control={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />} label={translate('app.suggestions.showArchived')} />
          {!showArchived && hidden !== undefined && !error && (
            <Typography variant="body2" color="textSecondary" data-testid="hidden-count">
              {hiddenCountText(hidden, translate)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ExportButton
            title={translate('app.suggestions.title')}
            columns={[
              { label: translate('app.suggestions.columns.name'), value: (s) => s.nomeUser },
              { label: translate('app.suggestions.columns.email'), value: (s) => s.emailUser ?? '' },
              { label: translate('app.suggestions.columns.date'), value: (s) => fieldCell('datetime', s.date) },
              { label: translate('app.suggestions.columns.message'), value: (s) => s.mensagem },
              { label: translate('app.suggestions.archived'), value: (s) => Boolean(s.isArquivado) },
            ]}
          />
          <SortSelect list={suggestionsList} />
        </Box>
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.suggestions.error')}</Alert>
      ) : isPending ? (
        <Stack spacing={1.5} role="status" aria-busy="true" aria-label={translate('app.suggestions.loading')}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={120} data-testid="suggestion-skeleton" />
          ))}
        </Stack>
      ) : visible.length === 0 ? (
        <Typography color="textSecondary">{translate(filtered ? 'app.suggestions.noMatch' : 'app.suggestions.empty')}</Typography>
      ) : (
        <>
          <SuggestionSelection shown={visible} />
          <Stack component="section" spacing={1.5} aria-label={translate('app.suggestions.title')} {...drawingAttribute(cards.drawing)}>
            {cards.shown.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} />
            ))}
          </Stack>
          <SuggestionPager />
        </>
      )}
    </Box>
  );
}
