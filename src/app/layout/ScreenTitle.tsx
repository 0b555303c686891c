import { Typography, type SxProps, type Theme } from '@mui/material';
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
