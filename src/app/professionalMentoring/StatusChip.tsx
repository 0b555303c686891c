import { Chip } from '@mui/material';
import { statusTone, type StatusTone } from './display';

/** Dark text on a pale tint of the status colour: readable (WCAG AA) in the light and the dark theme alike. */
const TONES: Record<StatusTone, { color: string; bgcolor: string }> = {
  success: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  warning: { color: '#7a4100', bgcolor: '#fff3e0' },
  error: { color: '#b71c1c', bgcolor: '#ffebee' },
};

/** A mentor's or a mentee's status, coloured by its value. */
export function StatusChip({ status }: { status: string }) {
  const tone = TONES[statusTone(status)];
  return <Chip size="small" label={status} sx={{ ...tone, fontWeight: 600, border: 1, borderColor: tone.color }} />;
}
