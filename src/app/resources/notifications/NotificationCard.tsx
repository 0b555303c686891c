import { useId } from 'react';
import { Button, Chip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CancelIcon from '@mui/icons-material/EventBusy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { webHref, type NotificationView } from '../../../contract';
import { formatUtcMinute } from './dates';

/**
 * How many people received it. The reference API sends a number (docs/notifications.md); the spec
 * describes a list of recipients, which an older server may still send.
 */
export function recipientCount(recievedBy: number | readonly unknown[] | null | undefined): number {
  if (typeof recievedBy === 'number') return recievedBy;
  return Array.isArray(recievedBy) ? recievedBy.length : 0;
}

export interface NotificationCardProps {
  record: NotificationView;
  /** Show who scheduled it (the list of everyone's notifications). */
  showAuthor?: boolean;
  onEdit?: (record: NotificationView) => void;
  onCancel?: (record: NotificationView) => void;
}

/**
 * The cards' look, given once by the list around them: each card is plain elements (an <article>,
 * its heading, paragraphs and list), not some twenty MUI components each serialising its own styles
 * on every render (the list's first render is most of a click on 'Notificações').
 */
export const notificationCardsSx = {
  '& > article': {
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderLeft: 4,
    borderLeftColor: 'success.main',
    borderRadius: 1,
    '&[data-pending]': { borderLeftColor: 'warning.main' },
    '& .body': { p: 2 },
    '&[data-pending] .body': { pb: 1 },
    '& .head': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 },
    '& h2': { typography: 'h6', m: 0, overflowWrap: 'anywhere', lineHeight: 1.3 },
    '& .head .MuiChip-root': { flexShrink: 0, fontWeight: 600 },
    '& .when': { typography: 'body2', color: 'text.secondary', m: 0, mt: 0.5 },
    '& .message': { typography: 'body1', m: 0, mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
    '& .link': { typography: 'body1', m: 0, mt: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', wordBreak: 'break-all' },
    '& a.link': { color: 'primary.main' },
    '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, m: 0, mt: 1.5, typography: 'body2' },
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, overflowWrap: 'anywhere' },
    '& .received': { typography: 'body2', m: 0, mt: 1, fontWeight: 500 },
    '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 },
  },
} as const;

/** One notification of the history: title, UTC date, status, message, link, type, extra, recipients (drawn by notificationCardsSx). */
export function NotificationCard({ record, showAuthor = false, onEdit, onCancel }: NotificationCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const pending = !record.sent;
  const extra = record.extra ? (record.extraNome ? `${record.extra} — ${record.extraNome}` : record.extra) : null;
  return (
    <article aria-labelledby={titleId} data-pending={pending || undefined}>
      <div className="body">
        <div className="head">
          <h2 id={titleId}>{record.titulo}</h2>
          <Chip size="small" color={pending ? 'warning' : 'success'} label={translate(pending ? 'app.notifications.status.pending' : 'app.notifications.status.sent')} />
        </div>
        <p className="when">
          <time dateTime={record.date}>{formatUtcMinute(record.date)}</time>
          {showAuthor ? ` · ${translate('app.notifications.author')}: ${record.author.nome ?? record.author.id_utilizador ?? '—'}` : null}
        </p>
        <p className="message">{record.mensagem}</p>
        {record.url ? <NotificationLink url={record.url} /> : null}
        <dl>
          <dt>{translate('app.notifications.type')}:</dt>
          <dd>{record.tipo}</dd>
          {extra ? (
            <>
              <dt>{translate('app.notifications.extra')}:</dt>
              <dd>{extra}</dd>
            </>
          ) : null}
        </dl>
        <p className="received">{translate('app.notifications.received', { n: recipientCount(record.recievedBy) })}</p>
      </div>
      {pending && (onEdit || onCancel) ? (
        <div className="actions">
          {onEdit ? (
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(record)}>
              {translate('app.notifications.edit')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button size="small" variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => onCancel(record)}>
              {translate('app.notifications.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The notification's link: clickable only when it leads to a web page (never `javascript:` and the like). */
function NotificationLink({ url }: { url: string }) {
  const href = webHref(url);
  if (!href) return <p className="link">{url}</p>;
  return (
    <a className="link" href={href} target="_blank" rel="noopener noreferrer">
      {url}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </a>
  );
}
