/**
 * The colours and the font of both themes, apart from MUI and react-admin: theme.ts builds the
 * MUI themes from them, and the login form (plain HTML and CSS, downloaded before react-admin)
 * paints itself with the same values.
 */

export type ThemeMode = 'light' | 'dark';

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// Colours chosen for 4.5:1 against their backgrounds (text on chips, buttons and links): MUI's
// default warning orange gave white text 3.1:1, its info blue (the 'Também aberto por…' note) 4.1:1
// on white; the dark ones are light enough for dark text.
// What is not given here is MUI's default (the light error red, the light paper white).
export const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#00594f' },
    secondary: { main: '#00594f' },
    warning: { main: '#a34700' },
    info: { main: '#01579b' },
    background: { default: '#f4f6f8' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#6fd3c4' },
    secondary: { main: '#6fd3c4' },
    warning: { main: '#ffb74d' },
    error: { main: '#ff8a80' },
    success: { main: '#81c784' },
    info: { main: '#81d4fa' },
    background: { default: '#121417', paper: '#1b1f24' },
  },
} as const;
