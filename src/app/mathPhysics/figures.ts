const FIGURE = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2 });
const AVERAGE = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A figure of the report as pt-PT writes it: at most two decimals (4.33 -> '4,33', 0 -> '0'); an average always two (2.5 -> '2,50'). */
export function figure(value: number, average = false): string {
  return (average ? AVERAGE : FIGURE).format(value);
}

/** Whether a column of the report holds an average (its declaration says so). */
export const isAverage = (columns: readonly { key: string; average?: true }[], key: string): boolean => columns.some((c) => c.key === key && c.average === true);
