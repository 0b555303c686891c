import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { webHref, type TutoringSession } from '../../contract';
import { dayText } from '../components/dates';

/** Where 'Ver Local' leads: only an http(s) address is ever a link (spec: "if it starts with http"). */
export function locationLink(location: string): string | null {
  return /^https?:\/\//i.test(location.trim()) ? webHref(location) : null;
}

interface Props {
  session: TutoringSession;
  /** Names of the registered people (null or absent: unknown). */
  names: Readonly<Record<string, string | null>>;
  onValidate: () => Promise<unknown>;
  /** The validation is under way (the page's mutation). */
  validating: boolean;
  onClose: () => void;
}

/** 'Detalhes da Sessão': when, where, how long, who took part (those who rated in green), and 'Validar Horas'. */
export function SessionDialog({ session, names, onValidate, validating, onClose }: Props) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`app.mathPhysics.details.${key}`, options);
  const sessionText = (key: string, options?: object) => translate(`app.mathPhysics.sessions.${key}`, options);
  const href = locationLink(session.location);
  const ratingOf = new Map(session.ratings.map((r) => [r.userID, r.rating]));
  const validate = () => void onValidate().catch(() => undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby="session-details-title" fullWidth maxWidth="xs">
      <DialogTitle id="session-details-title" sx={{ pr: 6 }}>
        {text('title')}
      </DialogTitle>
      <IconButton aria-label={text('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' }, '& dt': { fontWeight: 600 } }}>
          <dt>{text('date')}:</dt>
          <dd>{dayText(session.date)}</dd>
          <dt>{sessionText('hour')}:</dt>
          <dd>{session.time}</dd>
          <dt>{sessionText('location')}:</dt>
          <dd>
            {session.location}
            {href && (
              <>
                {' '}
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {text('seeLocation')}
                </Link>
              </>
            )}
          </dd>
          <dt>{sessionText('duration')}:</dt>
          <dd>{sessionText('minutes', { smart_count: session.duration })}</dd>
          <dt>{sessionText('mode')}:</dt>
          <dd>{session.mode}</dd>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
          {text('participants')}
        </Typography>
        {session.inscritos.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{text('noParticipants')}</Typography>
        ) : (
          <List dense disablePadding>
            {session.inscritos.map((id) => {
              const rating = ratingOf.get(id);
              return (
                <ListItem
                  key={id}
                  data-rated={rating !== undefined}
                  sx={{ borderRadius: 1, mb: 0.5, ...(rating !== undefined && { bgcolor: 'success.main', color: 'success.contrastText' }) }}
                >
                  {names[id] ?? text('unknownName')}
                  {rating !== undefined && ` (${text('rated', { rating })})`}
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      {session.validado && !session.validadoGC && (
        <DialogActions>
          <Button variant="contained" onClick={validate} disabled={validating}>
            {text('validate')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
