import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

/** A bar per period (loaded with the dashboard only: the charts library stays out of the other screens). */
export default function WeeklyChart({ title, points }: { title: string; points: { label: string; value: number }[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <Box component="figure" sx={{ m: 0, mt: 1 }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
          {translate('app.dashboard.chartTotal', { smart_count: total })}
        </Typography>
      </Typography>
      <BarChart
        height={180}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: points.map((p) => p.label), tickLabelStyle: { fontSize: 10 } }]}
        yAxis={[{ tickMinStep: 1, width: 28 }]}
        series={[{ data: points.map((p) => p.value), label: title, color: theme.palette.primary.main }]}
        hideLegend
        aria-label={`${title}: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`}
      />
    </Box>
  );
}
