import { Alert, Box, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZE, SKELETON_COUNT } from '../../../contract';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionPager } from './SuggestionPager';
import { hiddenCountText } from './suggestionText';
import type { SuggestionRecord, SuggestionsFilter } from './types';
import { listQueryOptions } from '../../providers/queryClient';

/** /admin/suggestions: the suggestions inbox, newest first, 25 a page, with archiving; `?arquivados=false` (the dashboard's link) opens it without the archived. */
export function SuggestionList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <ListBase<SuggestionRecord>
      resource="bugs"
      perPage={PAGE_SIZE.suggestions}
      sort={{ field: 'date', order: 'DESC' }}
      filterDefaultValues={params.get('arquivados') === 'false' ? ({ arquivados: false } satisfies SuggestionsFilter) : undefined}
      disableSyncWithLocation
      // The screen shows 'Ocorreu um erro...' itself; no toast.
      queryOptions={listQueryOptions('the suggestions')}
    >
      <Title title={translate('app.suggestions.title')} />
      <SuggestionListView />
    </ListBase>
  );
}

function SuggestionListView() {
  const translate = useTranslate();
  const { data, error, isPending, filterValues, setFilters, meta } = useListContext<SuggestionRecord>();
  // The switch answers at once; the list's filter (applied by react-admin on the next tick) follows.
  const [showArchived, setShowArchived] = useState((filterValues as SuggestionsFilter).arquivados !== false);
  const toggleArchived = (checked: boolean) => {
    setShowArchived(checked);
    setFilters(checked ? {} : ({ arquivados: false } satisfies SuggestionsFilter), undefined, false);
  };
  const hidden = (meta as { archived?: number } | undefined)?.archived;
  // Until the server's answer for the new filter arrives, hide archived items already on screen.
  const visible = (data ?? []).filter((s) => showArchived || !s.isArquivado);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={showArchived} onChange={(event) => toggleArchived(event.target.checked)} />}
          label={translate('app.suggestions.showArchived')}
        />
        {!showArchived && hidden !== undefined && !error && (
          <Typography variant="body2" color="text.secondary" data-testid="hidden-count">
            {hiddenCountText(hidden, translate)}
          </Typography>
        )}
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
        <Typography color="text.secondary">{translate('app.suggestions.empty')}</Typography>
      ) : (
        <>
          <Stack component="section" spacing={1.5} aria-label={translate('app.suggestions.title')}>
            {visible.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} />
            ))}
          </Stack>
          <SuggestionPager />
        </>
      )}
    </Box>
  );
}
