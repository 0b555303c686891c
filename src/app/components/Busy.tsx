import { Box, type BoxProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Placeholders shown while part of a screen loads, as one named progress bar: without a name it
 * is a serious axe finding (aria-progressbar-name) whenever a check meets the loading state.
 */
export function Busy({ label = 'ra.page.loading', ...props }: BoxProps & { label?: string }) {
  const translate = useTranslate();
  return <Box role="progressbar" aria-busy="true" aria-label={translate(label)} {...props} />;
}
