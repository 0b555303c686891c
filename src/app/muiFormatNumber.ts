import { onFirstUse } from '../contract/onFirstUse';

/**
 * MUI's locales' number formatter (`@mui/material/locale/utils/buildFormatNumber`), with its
 * Intl.NumberFormat made on its first use, not when theme.ts imports the pt-PT locale: the build
 * puts it in the place of MUI's (vite.config.ts, muiNumbersOnFirstUse). The same numbers.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  const formatter = onFirstUse(() => {
    try {
      return new Intl.NumberFormat(locale);
    } catch {
      return undefined;
    }
  });
  return (value) => (Number.isFinite(value) ? (formatter()?.format(value) ?? String(value)) : String(value));
}
