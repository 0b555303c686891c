import { Card, CardActionArea, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TutoringSession } from '../../contract';
import { dayText } from '../components/dates';
import { lookColours, sessionLook } from './sessionLook';

/** 'Label: value' on one line of the card (phrasing content: the card is a button). */
function Line({ label, truncate, children }: { label: string; truncate?: boolean; children: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      title={truncate ? children : undefined}
      sx={{ display: 'block', ...(truncate && { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) }}
    >
      {label}: {children}
    </Typography>
  );
}

/** One session of a person: a button opening its details; its colour says how far it was validated, and its text says it too. */
export function SessionCard({ session, now, onOpen }: { session: TutoringSession; now: Date; onOpen: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const look = sessionLook(session, now);
  const colours = lookColours(look, theme.palette.mode);
  const text = (key: string, options?: object) => translate(`app.mathPhysics.sessions.${key}`, options);
  const state = text(`state.${look.tone}`) + (look.faded ? ` · ${text('state.past')}` : '');
  return (
    <Card
      variant="outlined"
      data-tone={look.tone}
      data-faded={look.faded}
      sx={{ bgcolor: colours?.bg, color: colours?.fg, borderStyle: look.faded ? 'dashed' : 'solid', minWidth: 0 }}
    >
      <CardActionArea onClick={onOpen} sx={{ p: 1.5, display: 'block' }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {dayText(session.date)}
        </Typography>
        <Line label={text('hour')}>{session.time}</Line>
        <Line label={text('location')} truncate>
          {session.location}
        </Line>
        <Line label={text('mode')}>{session.mode}</Line>
        <Line label={text('duration')}>{text('minutes', { smart_count: session.duration })}</Line>
        <Typography component="span" sx={{ display: 'block', mt: 0.5, fontSize: 13, fontWeight: 600 }}>
          {state}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
