import { Box } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { SIDEBAR_WIDTH } from '../../contract';

/** The footer's height: a page with it keeps this much room (plus a margin) below its content. */
export const FIXED_FOOTER_HEIGHT = 64;
const CLOSED_SIDEBAR_WIDTH = 55;

export interface FooterLogo {
  src: string;
  /** Its text alternative (pt-PT). */
  alt: string;
}

/** Logos fixed at the bottom of the content area, beside the sidebar (the spec's "fixed footer logo"). */
export function FixedFooter({ logos }: { logos: readonly FooterLogo[] }) {
  const [open] = useSidebarState();
  return (
    <Box
      component="footer"
      sx={{
        position: 'fixed',
        bottom: 0,
        right: 0,
        left: { xs: 0, md: open ? SIDEBAR_WIDTH : CLOSED_SIDEBAR_WIDTH },
        height: FIXED_FOOTER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1.5, sm: 3 },
        px: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      {logos.map((logo) => (
        <Box key={logo.src} component="img" src={logo.src} alt={logo.alt} sx={{ height: { xs: 32, sm: 40 }, width: 'auto', minWidth: 0, maxWidth: '100%' }} />
      ))}
    </Box>
  );
}
