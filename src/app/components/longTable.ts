import type { CSSObject, Theme, TypographyStyle } from '@mui/material/styles';

/** A typography variant's font, as CSS. */
const font = ({ fontFamily, fontSize, fontWeight, lineHeight, letterSpacing }: TypographyStyle) => ({ fontFamily, fontSize, fontWeight, lineHeight, letterSpacing });

/** MUI's TableCell border: the divider without its alpha, lightened or darkened. */
const cellBorder = (theme: Theme) => `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`;

/**
 * The look of MUI's small table body cells, given once by a long table whose body rows are plain
 * `<tr>`/`<td>` (and `<th>`). Each MUI TableCell (and Button) serialises its own styles on every render: the
 * 1,408 cells and 176 buttons of /mat_fisica's people took ~500 of the ~850 ms its first render
 * kept the page busy (`BENCH_PROFILE_PATH=/mat_fisica BENCH_PROFILE_MODE=click npm run bench -- screenProfile`).
 */
export const longTableSx = (theme: Theme): CSSObject => ({
  '& > tbody > tr > td, & > tbody > tr > th': {
    ...font(theme.typography.body2),
    color: theme.palette.text.primary,
    borderBottom: cellBorder(theme),
    textAlign: 'left',
    verticalAlign: 'middle',
    padding: '6px 16px',
  },
});

/** The look of MUI's small text Button (outlined while expanded) for the plain `<button aria-expanded>` of each row inside. */
export const rowTogglesSx = (theme: Theme): CSSObject => {
  const primary = theme.palette.primary.main;
  return {
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
