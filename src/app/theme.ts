import { ptPT } from '@mui/material/locale';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../contract/constants';
import { FONT_FAMILY, palettes } from './palette';

type Components = NonNullable<RaThemeOptions['components']>;

/** `over`'s components, each with `under`'s default props beneath its own. */
function mergeDefaultProps(under: Record<string, { defaultProps?: object }> | undefined, over: Components | undefined): Components {
  const merged: Record<string, { defaultProps?: object }> = { ...under, ...over };
  for (const [name, { defaultProps } = {}] of Object.entries(under ?? {})) {
    const own = (over as Record<string, { defaultProps?: object }> | undefined)?.[name];
    if (own) merged[name] = { ...own, defaultProps: { ...defaultProps, ...own.defaultProps } };
  }
  return merged as Components;
}

/**
 * Both themes: the spec's layout numbers (sidebar 256 px, closed by default and closing on item
 * click at or below 768 px: react-admin reads the `sm`/`md` breakpoints for both) over
 * react-admin's light or dark theme, with our palette (palette.ts).
 */
function themeOf(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    palette,
    breakpoints: { values: { xs: 0, sm: SIDEBAR_BREAKPOINT + 1, md: SIDEBAR_BREAKPOINT + 1, lg: 1280, xl: 1600 } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
    shape: { borderRadius: 8 },
    typography: { fontFamily: FONT_FAMILY },
    components: {
      // MUI's own texts in pt-PT (the pager's 'Página anterior' / 'Próxima página', the
      // autocomplete's, the rating's...), react-admin's own settings over them where both set one.
      ...mergeDefaultProps(ptPT.components, base.components),
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // A checkbox named with `aria-label` (react-admin's row selection does so) is named on its
      // input, where assistive technology reads it, not on the span around it (axe: 'label' and
      // 'aria-prohibited-attr'). A checkbox that names its input itself keeps its own slotProps.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
            input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          },
        },
      },
      // Media queries answered from the first render (there is no server rendering to agree with):
      // by default they say 'no match' first, so a phone drew the wide layout's open menu, then
      // threw it away for the closed drawer, in a second synchronous render.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      // With nothing selected react-admin folds the bulk bar to no height, but its 'Desmarcar' stayed
      // in the tab order: the keyboard landed on a button no one could see. Hidden, it leaves it.
      RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    },
  };
}

export const theme = themeOf(defaultTheme, palettes.light);

export const darkTheme = themeOf(defaultDarkTheme, palettes.dark);
