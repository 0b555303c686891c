import { Box, type SxProps, type Theme } from '@mui/material';
import { changeText, type FieldChange } from './changeSummary';

/** An entry's changed fields, one per line, each by its label: 'Role: GCI → RH' ('Tópico: A' for a field only created or removed). */
export function ChangeList({ changes, sx }: { changes: readonly FieldChange[]; sx?: SxProps<Theme> }) {
  return (
    // Record data as stored (the values): never translated by the browser.
    <Box component="ul" translate="no" sx={[{ m: 0, pl: 2, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {changes.map((c, index) => (
        <li key={`${index}-${c.field}`}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {c.field}
          </Box>
          : {changeText(c)}
        </li>
      ))}
    </Box>
  );
}
