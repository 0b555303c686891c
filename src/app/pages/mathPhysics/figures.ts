const FIGURE = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2 });

/** A figure of the report as pt-PT writes it, at most two decimals: 4.33 -> '4,33', 0 -> '0'. */
export function figure(value: number): string {
  return FIGURE.format(value);
}
