import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A screen being loaded: react-admin's <Loading> gives its spinner no name, which axe reports as a
 * serious finding (aria-progressbar-name) whenever a check meets one.
 */
export function Loading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
      <Typography color="textSecondary">{translate('ra.message.loading')}</Typography>
    </Box>
  );
}
