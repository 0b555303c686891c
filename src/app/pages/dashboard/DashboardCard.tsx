import { lazy, Suspense } from 'react';
import { Box, Card, CardActionArea, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CardDeclaration, DashboardCardValue } from '../../../contract';

const WeeklyChart = lazy(() => import('./WeeklyChart'));

/** `/path?query` of a screen filtered to what the card or one of its lines counts. */
export function linkTo(path: string, query?: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** One area's card: the count (a link to the screen filtered to it), its lines, and its chart. */
export function DashboardCard({ card, value, path }: { card: CardDeclaration; value: DashboardCardValue; path: string }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`app.dashboard.cards.${card.key}.${key}`, options);
  const title = text('title');
  const itemsTitle = card.itemsTitle ? text('itemsTitle') : '';
  const chartTitle = card.chartTitle ? text('chartTitle') : '';
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={linkTo(path, card.query)} aria-label={translate('app.dashboard.open', { title })}>
        <CardContent>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontSize: 40, fontWeight: 700, lineHeight: 1.2 }} data-testid={`card-count-${card.key}`}>
              {value.count}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {text('caption', { smart_count: value.count })}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {itemsTitle && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
              {itemsTitle}
            </Typography>
            {value.items.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text('allClear')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {value.items.map((item, i) => (
                  <ListItem key={`${item.label}-${i}`} disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{item.value}</Typography>}>
                    <ListItemText
                      primary={
                        item.query ? (
                          <Link component={RouterLink} to={linkTo(path, item.query)}>
                            {item.label}
                          </Link>
                        ) : (
                          item.label
                        )
                      }
                      sx={{ minWidth: 0 }}
                      slotProps={{ primary: { noWrap: true, sx: { pr: 5 } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
        {chartTitle && value.chart && (
          <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ mt: 1 }} />}>
            <WeeklyChart title={chartTitle} points={value.chart} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
