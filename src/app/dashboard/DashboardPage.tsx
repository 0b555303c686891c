import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { cardScreen, cardsFor } from '../../contract';
import { API } from '../../contract/api';
import { useApiQuery } from '../providers/useApi';
import { displayName } from '../providers/authProvider';
import { useSessionUser } from '../layout/useSessionUser';
import { DashboardCard } from './DashboardCard';
import { SavedViewsCard } from './SavedViewsCard';

/** / : a welcome, the user's saved views, and for each area of the user's role a card of what waits there (one API call). */
export function DashboardPage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const { canAccess: hint } = useCanAccess({ resource: 'dashboard', action: 'waitingHint' });
  const declared = user ? cardsFor(user.role) : [];
  const cards = useApiQuery(API.dashboard.cards, undefined, { enabled: declared.length > 0 });
  // The cards are drawn with their values in a deferred render, which React slices and can
  // interrupt, rather than in the query's own (synchronous) update: the page stays responsive.
  const data = useDeferredValue(cards.data);
  const values = new Map((data?.data ?? []).map((v) => [v.key, v]));
  const busy = cards.isPending || data !== cards.data;
  // The page mounts in the synchronous render that follows the session's permissions; the cards
  // (placeholders at first) are drawn in a deferred render right after, sliced by React.
  const drawn = useDeferredValue(true, false);

  let body = null;
  if (declared.length > 0 && cards.error) body = <Alert severity="error">{translate('app.dashboard.error')}</Alert>;
  // Busy until the cards are drawn: the welcome alone is not the page's content.
  else if (declared.length > 0 && !drawn) body = <Box aria-busy="true" />;
  else if (declared.length > 0)
    body = (
      <Grid container spacing={2} aria-busy={busy} aria-label={busy ? translate('app.dashboard.loading') : undefined}>
        {declared.map((card) => {
          const screen = user && cardScreen(card, user.role);
          return (
            <Grid key={card.key} size={{ xs: 12, md: 6, lg: 4 }}>
              {screen && <DashboardCard card={card} value={values.get(card.key)} path={screen.path} />}
            </Grid>
          );
        })}
      </Grid>
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Title title={translate('app.menu.dashboard')} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography component="h1" variant="h5">
            {translate('app.dashboard.welcome', { name: user ? displayName(user) : '' })}
          </Typography>
          {hint && (
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {translate(declared.length > 0 ? 'app.dashboard.hint' : 'app.dashboard.nothingWaiting')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <SavedViewsCard />
      {body}
    </Box>
  );
}
