import type { ReactNode } from 'react';
import { Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { Title } from 'react-admin';

/** A screen's title: in the app bar (react-admin's Title, left out on a phone) and as the page's one h1. */
export function ScreenTitle({ title, id, sx }: { title: string; id?: string; sx?: SxProps<Theme> }) {
  return (
    <>
      <Title title={title} />
      <Typography id={id} variant="h5" component="h1" sx={sx}>
        {title}
      </Typography>
    </>
  );
}

/** A screen's title and its actions (year, export, add) in one row, the actions wrapping under it on a phone. */
export function ScreenHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <ScreenTitle title={title} />
      {children}
    </Stack>
  );
}
