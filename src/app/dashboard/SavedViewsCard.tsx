/**
 * 'As minhas vistas': the user's saved views and those shared with the user, of every screen the
 * role may open (GET /vistas with no screen), each a link that opens its screen with its filters and
 * sort, with how many records it holds now (the screen's own list, asked for one row: its total;
 * read again when that list changes, as every screen's is). Drawn only when there is one.
 */
import { Card, CardContent, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate, type SortPayload } from 'react-admin';
import { screenAt, type SavedView, type ViewList } from '../../contract';
import { API } from '../../contract/api';
import { useApiQuery } from '../providers/useApi';

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
              <Typography component="span" variant="body2" color="textSecondary">
                {screenName(view.path, translate)}
                {view.mine ? null : ` · ${translate('app.lists.views.sharedBy', { owner: view.owner ?? '—' })}`}
              </Typography>
              {view.list && <ViewCount list={view.list} query={view.query} />}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** A view's address query as the list's parameters: its filters and its sort. */
function paramsOf(query: string): { filter: Record<string, unknown>; sort?: SortPayload } {
  const params = new URLSearchParams(query);
  let filter: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(params.get('filter') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = parsed as Record<string, unknown>;
  } catch {
    // A query the list would not read either: the list unfiltered.
  }
  const field = params.get('sort');
  return { filter, sort: field ? { field, order: params.get('order') === 'ASC' ? 'ASC' : 'DESC' } : undefined };
}

/** How many records the view holds now: '12 registos'. */
function ViewCount({ list, query }: { list: ViewList; query: SavedView['query'] }) {
  const translate = useTranslate();
  const { filter, sort } = paramsOf(query);
  const { total, isPending, isError } = useGetList(list.resource, { filter: { ...filter, ...list.filter }, sort, pagination: { page: 1, perPage: 1 } });
  if (isError) return null;
  return (
    <Typography component="span" variant="body2" sx={{ ml: 'auto', fontWeight: 600 }} aria-live="polite">
      {isPending || total === undefined ? <Skeleton variant="text" width={72} /> : translate('app.lists.views.rows', { smart_count: total })}
    </Typography>
  );
}
