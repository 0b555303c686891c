import { Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { toLocalParts, webHref, type FieldKind } from '../../contract';
import { onFirstUse } from '../../contract/onFirstUse';

/** '2026-11-24' -> '24/11/2026'. */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Numbers as pt-PT writes them: '1234.5' -> '1234,5', euros '350,50 €'. */
const NUMBERS: Partial<Record<FieldKind, () => Intl.NumberFormat>> = {
  integer: onFirstUse(() => new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 0 })),
  decimal: onFirstUse(() => new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 6 })),
  money: onFirstUse(() => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' })),
};

/** A record's value as text, as its declared kind reads: a day ('2026-11-24') as the day, an instant as the day and time on the institution's clock, a number in pt-PT. */
export function fieldText(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (kind === 'boolean') return value ? 'Sim' : 'Não';
  const numbers = NUMBERS[kind];
  if (numbers) return Number.isFinite(Number(text)) ? numbers().format(Number(text)) : text;
  if (kind !== 'date' && kind !== 'datetime') return text;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayOf(text);
  const { date, time } = toLocalParts(new Date(text));
  return `${dayOf(date)} ${time}`;
}

/** A record's value, shown as its declared kind reads (dates on the institution's clock). */
export function FieldValue({ kind, value }: { kind: FieldKind; value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  const text = String(value);
  switch (kind) {
    case 'date':
    case 'datetime':
      return <time dateTime={text}>{fieldText(kind, value)}</time>;
    case 'link': {
      const href = webHref(text);
      // Only web addresses are ever clickable (a `javascript:` or `data:` link stays text).
      if (!href) return <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>;
      return (
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}>
          {text}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      );
    }
    default:
      return <>{fieldText(kind, value)}</>;
  }
}
