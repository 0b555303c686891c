/** How a pt-PT picker shows a form value: '2026-12-03T18:30' -> '03/12/2026 18:30', '18:30' -> '18:30'. */
export function pickerText(value: string): string {
  const m = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}:\d{2}))?$/.exec(value);
  if (!m) throw new Error(`not a form date or time: ${value}`);
  return [m[1] && `${m[3]}/${m[2]}/${m[1]}`, m[4]].filter(Boolean).join(' ');
}
