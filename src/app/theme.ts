import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../contract/constants';

/**
 * Both themes: the spec's layout numbers (sidebar 256 px, closed by default and closing on item
 * click at or below 768 px: react-admin reads the `sm`/`md` breakpoints for both) over
 * react-admin's light or dark theme, with our palette.
 */
function themeOf(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    palette,
    breakpoints: { values: { xs: 0, sm: SIDEBAR_BREAKPOINT + 1, md: SIDEBAR_BREAKPOINT + 1, lg: 1280, xl: 1600 } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      ...base.components,
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  };
}

// Colours chosen for 4.5:1 against their backgrounds (text on chips, buttons and links): MUI's
// default warning orange gave white text 3.1:1; the dark ones are light enough for dark text.
export const theme = themeOf(defaultTheme, {
  mode: 'light',
  primary: { main: '#00594f' },
  secondary: { main: '#00594f' },
  warning: { main: '#a34700' },
  background: { default: '#f4f6f8' },
});

export const darkTheme = themeOf(defaultDarkTheme, {
  mode: 'dark',
  primary: { main: '#6fd3c4' },
  secondary: { main: '#6fd3c4' },
  warning: { main: '#ffb74d' },
  error: { main: '#ff8a80' },
  success: { main: '#81c784' },
  info: { main: '#81d4fa' },
  background: { default: '#121417', paper: '#1b1f24' },
});
