import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../contract';

/**
 * The spec's layout numbers: sidebar 256 px, closed by default and closing on item click at or
 * below 768 px (react-admin reads the `sm`/`md` breakpoints for both).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#00594f' },
    secondary: { main: '#00594f' },
    background: { default: '#f4f6f8' },
  },
  breakpoints: { values: { xs: 0, sm: SIDEBAR_BREAKPOINT + 1, md: SIDEBAR_BREAKPOINT + 1, lg: 1280, xl: 1600 } },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};
