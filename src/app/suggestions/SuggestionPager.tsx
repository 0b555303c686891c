import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { rangeText } from './suggestionText';

/** 'A mostrar de X até Y de Z Entidades' with Anterior and Proximo, disabled at the ends. */
export function SuggestionPager() {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage } = useListContext();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box
      component="nav"
      aria-label={translate('app.suggestions.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" data-testid="pager-range">
        {rangeText(page, perPage, total, translate)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('app.suggestions.previous')}
        </Button>
        <Button variant="outlined" size="small" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
          {translate('app.suggestions.next')}
        </Button>
      </Box>
    </Box>
  );
}
