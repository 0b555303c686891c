import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

/**
 * A bar per period (loaded with the dashboard only: the charts library stays out of the other
 * screens). The card draws its figure and caption; this is the bars, named for screen readers.
 */
export default function WeeklyChart({ title, points, height }: { title: string; points: { label: string; value: number }[]; height: number }) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: points.map((p) => p.label), tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[{ tickMinStep: 1, width: 28 }]}
      series={[{ data: points.map((p) => p.value), label: title, color: theme.palette.primary.main }]}
      hideLegend
      aria-label={`${title}: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`}
    />
  );
}
