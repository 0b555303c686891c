import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled card of the screen (a region named by its heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
