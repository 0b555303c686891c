import { Button, Card, CardContent, styled } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import type { HrRequest } from '../../contract';
import { lisbonDateTime } from '../components/dates';
import { PresenceNote, usePresenceRef } from '../components/Presence';
import { AttachmentField, type AnswerRestore } from './AttachmentField';

/**
 * The card's text, styled once here: plain elements under one styled content, not a MUI Typography
 * or Box with its own styles each (as the notifications' cards, notifications/NotificationCard.tsx).
 */
const Content = styled(CardContent)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .head': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: theme.spacing(2) },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .asked': { ...theme.typography.body1, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .meta': { ...theme.typography.body2, display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(1.5), rowGap: theme.spacing(0.25), color: theme.palette.text.secondary },
  '& .meta a': { color: 'inherit', overflowWrap: 'anywhere', textDecoration: 'none' },
  '& .meta a:hover': { textDecoration: 'underline' },
}));

/**
 * One request: its type (and who else has it open), what was asked, the answer (a PDF) or the way
 * to send it, when and by whom, and its 'Histórico'. `onHold`: the person started answering it (AttachmentField).
 */
export function HrRequestCard({ request, onHold, onHistory, restore }: { request: HrRequest; onHold?: () => void; onHistory: () => void; restore?: AnswerRestore }) {
  const translate = useTranslate();
  const titleId = `hr-request-${request._id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" ref={usePresenceRef(request._id)}>
      <Content>
        <div className="head">
          <h2 id={titleId}>{request.type}</h2>
          <PresenceNote id={request._id} />
        </div>
        <p className="asked">{request.corpo}</p>
        <AttachmentField request={request} onHold={onHold} restore={restore} />
        <div className="meta">
          <time dateTime={request.date}>{lisbonDateTime(request.date)}</time>
          <span>
            {translate('app.hrRequests.requester')}: {request.user.nome ?? '—'}
          </span>
          {request.user.email && <a href={`mailto:${request.user.email}`}>{request.user.email}</a>}
          <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory} aria-label={`${translate('app.history.open')}: ${request.type}`} sx={{ ml: 'auto', py: 0 }}>
            {translate('app.history.open')}
          </Button>
        </div>
      </Content>
    </Card>
  );
}
