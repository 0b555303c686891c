import { useId } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Link, styled, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CancelIcon from '@mui/icons-material/EventBusy';
import HistoryIcon from '@mui/icons-material/History';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { webHref, type NotificationView } from '../../contract';
import { formatUtcMinute } from './dates';
import { lisbonDateTime } from '../components/dates';

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
  /** 'Histórico': its scheduling, edits and who sent it. */
  onHistory?: (record: NotificationView) => void;
}

/**
 * The card's text, styled once here: plain elements under one styled content, not a MUI Typography
 * or Box with its own styles each. A card drew about 30 components fewer, and the notifications'
 * screens draw every card at once (`npm run bench -- screenCommits`: 580 components after the list's
 * answer on /notifications).
 */
const Content = styled(CardContent)(({ theme }) => ({
  '& .head': { display: 'flex', gap: theme.spacing(1), justifyContent: 'space-between', alignItems: 'flex-start' },
  '& h2': { ...theme.typography.h6, margin: 0, overflowWrap: 'anywhere', lineHeight: 1.3 },
  '& .when': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: theme.spacing(0.5, 0, 0) },
  '& .message': { ...theme.typography.body1, margin: theme.spacing(1.5, 0, 0), whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& dl': { ...theme.typography.body2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.spacing(1), rowGap: theme.spacing(0.25), margin: theme.spacing(1.5, 0, 0) },
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  '& .received': { ...theme.typography.body2, fontWeight: 500, margin: theme.spacing(1, 0, 0) },
}));

/** One notification of the history: title, UTC date, status, message, link, type, extra, recipients. */
export function NotificationCard({ record, showAuthor = false, onEdit, onCancel, onHistory }: NotificationCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const pending = !record.sent;
  const extra = record.extra ? (record.extraNome ? `${record.extra} — ${record.extraNome}` : record.extra) : null;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ borderLeft: 4, borderLeftColor: pending ? 'warning.main' : 'success.main' }}>
      <Content sx={{ pb: pending ? 1 : 2 }}>
        <div className="head">
          <h2 id={titleId}>{record.titulo}</h2>
          <Chip
            size="small"
            color={pending ? 'warning' : 'success'}
            label={translate(pending ? 'app.notifications.status.pending' : 'app.notifications.status.sent')}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        </div>
        <p className="when">
          <time dateTime={record.date}>{formatUtcMinute(record.date)}</time>
          {` (${translate('app.notifications.inLisbon', { lisbon: lisbonDateTime(record.date) })})`}
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
      </Content>
      {(pending && (onEdit || onCancel)) || onHistory ? (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          {pending && onEdit ? (
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(record)}>
              {translate('app.notifications.edit')}
            </Button>
          ) : null}
          {pending && onCancel ? (
            <Button size="small" variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => onCancel(record)}>
              {translate('app.notifications.cancel')}
            </Button>
          ) : null}
          {onHistory ? (
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => onHistory(record)}>
              {translate('app.history.open')}
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

/** The notification's link: clickable only when it leads to a web page (never `javascript:` and the like). */
function NotificationLink({ url }: { url: string }) {
  const href = webHref(url);
  const sx = { mt: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;
  if (!href) return <Typography sx={sx}>{url}</Typography>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {url}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
