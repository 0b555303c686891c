import { useId } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
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

/** One notification of the history: title, UTC date, status, message, link, type, extra, recipients. */
export function NotificationCard({ record, showAuthor = false, onEdit, onCancel, onHistory }: NotificationCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const pending = !record.sent;
  const extra = record.extra ? (record.extraNome ? `${record.extra} — ${record.extraNome}` : record.extra) : null;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ borderLeft: 4, borderLeftColor: pending ? 'warning.main' : 'success.main' }}>
      <CardContent sx={{ pb: pending ? 1 : 2 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {record.titulo}
          </Typography>
          <Chip
            size="small"
            color={pending ? 'warning' : 'success'}
            label={translate(pending ? 'app.notifications.status.pending' : 'app.notifications.status.sent')}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={record.date}>{formatUtcMinute(record.date)}</time>
          {` (${translate('app.notifications.inLisbon', { lisbon: lisbonDateTime(record.date) })})`}
          {showAuthor ? ` · ${translate('app.notifications.author')}: ${record.author.nome ?? record.author.id_utilizador ?? '—'}` : null}
        </Typography>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{record.mensagem}</Typography>
        {record.url ? <NotificationLink url={record.url} /> : null}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, m: 0, mt: 1.5, typography: 'body2' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {translate('app.notifications.type')}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {record.tipo}
          </Box>
          {extra ? (
            <>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {translate('app.notifications.extra')}:
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {extra}
              </Box>
            </>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {translate('app.notifications.received', { n: recipientCount(record.recievedBy) })}
        </Typography>
      </CardContent>
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
