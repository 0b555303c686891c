import { MenuItem, TextField } from '@mui/material';

/** The academic year a screen shows, chosen among the years it has (tutorias, peer mentoring). */
export function YearSelect({ label, years, value, onChange }: { label: string; years: readonly string[]; value: string; onChange: (year: string) => void }) {
  return (
    <TextField select size="small" fullWidth={false} label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 150 }}>
      {years.map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
