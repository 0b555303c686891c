import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import type { HrRequest } from '../../contract';
import { lisbonDateTime } from '../components/dates';
import { PresenceNote, usePresenceRef } from '../components/Presence';
import { AttachmentField, type AnswerRestore } from './AttachmentField';

/**
 * One request: its type (and who else has it open), what was asked, the answer (a PDF) or the way
 * to send it, when and by whom, and its 'Histórico'. `onHold`: the person started answering it (AttachmentField).
 */
export function HrRequestCard({ request, onHold, onHistory, restore }: { request: HrRequest; onHold?: () => void; onHistory: () => void; restore?: AnswerRestore }) {
  const translate = useTranslate();
  const titleId = `hr-request-${request._id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" ref={usePresenceRef(request._id)}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {request.type}
          </Typography>
          <PresenceNote id={request._id} />
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.corpo}</Typography>
        <AttachmentField request={request} onHold={onHold} restore={restore} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, typography: 'body2', color: 'text.secondary' }}>
          <time dateTime={request.date}>{lisbonDateTime(request.date)}</time>
          <span>
            {translate('app.hrRequests.requester')}: {request.user.nome ?? '—'}
          </span>
          {request.user.email && (
            <Link href={`mailto:${request.user.email}`} color="inherit" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
              {request.user.email}
            </Link>
          )}
          <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory} aria-label={`${translate('app.history.open')}: ${request.type}`} sx={{ ml: 'auto', py: 0 }}>
            {translate('app.history.open')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
