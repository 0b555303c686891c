import type { CSSObject, Theme, TypographyStyle } from '@mui/material/styles';

/** A typography variant's font, as CSS. */
const font = ({ fontFamily, fontSize, fontWeight, lineHeight, letterSpacing }: TypographyStyle) => ({ fontFamily, fontSize, fontWeight, lineHeight, letterSpacing });

/**
 * The look of MUI's small table body cells and of a small text button, given once by the element
 * around a long table (or list) whose rows are plain `<tr>`/`<td>` and `<button aria-expanded>`.
 * Each MUI TableCell and Button serialises its own styles on every render: the 1,408 cells and 176
 * buttons of /mat_fisica's people took ~500 of the ~850 ms its first render kept the page busy
 * (`BENCH_PROFILE_PATH=/mat_fisica BENCH_PROFILE_MODE=click npm run bench -- screenProfile`).
 */
export const longTableSx = (theme: Theme): CSSObject => {
  const primary = theme.palette.primary.main;
  return {
    '& > tbody > tr > td': {
      ...font(theme.typography.body2),
      color: theme.palette.text.primary,
      // MUI's TableCell border: the divider without its alpha, lightened or darkened.
      borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
      textAlign: 'left',
      verticalAlign: 'middle',
      padding: '6px 16px',
    },
    '& button[aria-expanded]': {
      ...font(theme.typography.button),
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      minWidth: 64,
      padding: '4px 5px',
      border: '1px solid transparent',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: primary,
      background: 'transparent',
      cursor: 'pointer',
      '&:hover': { backgroundColor: theme.alpha(primary, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
      '&[aria-expanded="true"]': { padding: '4px 9px', borderColor: theme.alpha(primary, 0.5) },
    },
  };
};
