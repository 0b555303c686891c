import { Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { toLocalParts, webHref, type FieldKind } from '../../../contract';

/** '2026-11-24' -> '24/11/2026'. */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** A record's value, shown as its declared kind reads (dates on the institution's clock). */
export function FieldValue({ kind, value }: { kind: FieldKind; value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  const text = String(value);
  switch (kind) {
    case 'date':
    case 'datetime': {
      // A day ('2026-11-24') reads as the day; an instant as the day and time on the institution's clock.
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return <time dateTime={text}>{dayOf(text)}</time>;
      const { date, time } = toLocalParts(new Date(text));
      return <time dateTime={text}>{`${dayOf(date)} ${time}`}</time>;
    }
    case 'boolean':
      return <>{value ? 'Sim' : 'Não'}</>;
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
      return <>{text}</>;
  }
}
