import { Box } from '@mui/material';

/** Height of one line of the numbers above the bars and of the labels under them. */
const TEXT_LINE = 16;

/** A bar's look (its height is its own). */
const BAR = { bgcolor: 'primary.main', borderRadius: '2px 2px 0 0', borderBottom: 1, borderColor: 'divider' } as const;

/** Narrower than this, the chart labels every other bar (a label is about as wide as a bar). */
const ALL_LABELS_FROM = 420;

/**
 * A bar per period, drawn with CSS: each bar with its number above it and its period under it, so
 * that the values read without a pointer to hover (a phone has none). The card draws its figure and
 * caption; this is the bars, named for screen readers as one image.
 */
export function WeeklyChart({ title, points, height }: { title: string; points: readonly { label: string; value: number }[]; height: number }) {
  const highest = Math.max(1, ...points.map((p) => p.value));
  const room = height - 2 * TEXT_LINE;
  return (
    <Box
      role="img"
      aria-label={`${title}: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`}
      sx={{
        containerType: 'inline-size',
        display: 'flex',
        gap: '2px',
        height,
        fontSize: 11,
        lineHeight: `${TEXT_LINE}px`,
        color: 'text.secondary',
        textAlign: 'center',
        [`@container (max-width: ${ALL_LABELS_FROM - 1}px)`]: { '& > :nth-of-type(even) > .period': { visibility: 'hidden' } },
      }}
    >
      {points.map((p, i) => (
        <Box key={i} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
          <span>{p.value}</span>
          {/* The height inline: one style rule for every bar, not one per height. */}
          <Box sx={BAR} style={{ height: Math.round((p.value / highest) * room) }} />
          <span className="period" style={{ whiteSpace: 'nowrap' }}>
            {p.label}
          </span>
        </Box>
      ))}
    </Box>
  );
}
