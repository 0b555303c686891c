import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CardDeclaration, DashboardCardValue } from '../../contract';
import { WeeklyChart } from './WeeklyChart';

/** Height of a card's chart (the bars and their placeholder alike). */
const CHART_HEIGHT = 180;

/** Lines a card shows while its values load: the usual length of a card's list. */
const PLACEHOLDER_LINES = 3;

/** `/path?query` of a screen filtered to what the card or one of its lines counts. */
export function linkTo(path: string, query?: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One area's card: the count (a link to the screen filtered to it), its lines, and its chart.
 * Without a value yet (the dashboard's call under way) the same card, with its titles and the
 * count, lines and chart as placeholders of their final size, so that nothing moves when the values
 * arrive.
 */
export function DashboardCard({ card, value, path }: { card: CardDeclaration; value?: DashboardCardValue; path: string }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`app.dashboard.cards.${card.key}.${key}`, options);
  const title = text('title');
  const itemsTitle = card.itemsTitle ? text('itemsTitle') : '';
  const chartTitle = card.chartTitle ? text('chartTitle') : '';
  // The link's highlight follows its content, which is never the last child: the same bottom padding without the link.
  const heading = (
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        {value ? (
          <Typography component="span" sx={{ fontSize: 40, fontWeight: 700, lineHeight: 1.2 }} data-testid={`card-count-${card.key}`}>
            {value.count}
          </Typography>
        ) : (
          <Skeleton component="span" sx={{ fontSize: 40, lineHeight: 1.2, display: 'inline-block' }}>
            <span>00</span>
          </Skeleton>
        )}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {text('caption', { smart_count: value?.count ?? 2 })}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card component="section" aria-label={title} aria-busy={!value} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {value ? (
        <CardActionArea component={RouterLink} to={linkTo(path, card.query)}>
          {heading}
        </CardActionArea>
      ) : (
        // The same box as the link, which takes the card's clicks only once there is a count to open.
        <div>{heading}</div>
      )}
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {itemsTitle && (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
              {itemsTitle}
            </Typography>
            {!value ? (
              <List dense disablePadding>
                {Array.from({ length: PLACEHOLDER_LINES }, (_, i) => (
                  <Line key={i} label={<Skeleton width="60%" />} value={<Skeleton width={24} />} />
                ))}
              </List>
            ) : value.items.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text('allClear')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {value.items.map((item, i) => (
                  <Line
                    key={`${item.label}-${i}`}
                    label={
                      item.query ? (
                        <Link component={RouterLink} to={linkTo(path, item.query)}>
                          {item.label}
                        </Link>
                      ) : (
                        item.label
                      )
                    }
                    value={item.value}
                  />
                ))}
              </List>
            )}
          </>
        )}
        {chartTitle && (!value || value.chart) && (
          <Box component="figure" sx={{ m: 0, mt: 1 }}>
            <Typography component="figcaption" variant="subtitle2">
              {chartTitle}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {value?.chart ? (
                  translate('app.dashboard.chartTotal', { smart_count: value.chart.reduce((sum, p) => sum + p.value, 0) })
                ) : (
                  <Skeleton component="span" sx={{ display: 'inline-block' }}>
                    <span>{translate('app.dashboard.chartTotal', { smart_count: 10 })}</span>
                  </Skeleton>
                )}
              </Typography>
            </Typography>
            {value?.chart ? <WeeklyChart title={chartTitle} points={value.chart} height={CHART_HEIGHT} /> : <Skeleton variant="rounded" height={CHART_HEIGHT} />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One line of a card's list: its label (wrapped when long: a cut title could not be read whole) and its number. */
function Line({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <ListItem disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{value}</Typography>}>
      <ListItemText primary={label} sx={{ minWidth: 0 }} slotProps={{ primary: { sx: { pr: 5, overflowWrap: 'anywhere' } } }} />
    </ListItem>
  );
}
