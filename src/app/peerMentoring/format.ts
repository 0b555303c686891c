/** Figures as pt-PT writes them, with a fixed number of decimals: 4.5 at 2 -> '4,50'. */
const formats = new Map<number, Intl.NumberFormat>();

export function decimalText(value: number, digits: number): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}
