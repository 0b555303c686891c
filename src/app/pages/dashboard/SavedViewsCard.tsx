/**
 * 'As minhas vistas': the user's saved views of every screen the role may open (GET /vistas with no
 * screen), each a link that opens its screen with its filters and sort. Drawn only when there is one.
 */
import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { screenAt } from '../../../contract';
import { API } from '../../../contract/api';
import { useApiQuery } from '../../providers/useApi';

/** The screen's name as the menu shows it ('Dashboard' for the dashboard itself). */
function screenName(path: string, translate: (key: string) => string): string {
  return screenAt(path)?.menu?.label ?? translate('app.menu.dashboard');
}

export function SavedViewsCard() {
  const translate = useTranslate();
  const views = useApiQuery(API.savedViews.list, { query: {} });
  const data = views.data?.data ?? [];
  if (data.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="saved-views-title">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id="saved-views-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.dashboard.views')}
        </Typography>
        <List dense disablePadding>
          {data.map((view) => (
            <ListItem key={view.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <Link component={RouterLink} to={`${view.path}${view.query}`} sx={{ overflowWrap: 'anywhere' }}>
                {view.name}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary">
                {screenName(view.path, translate)}
              </Typography>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
