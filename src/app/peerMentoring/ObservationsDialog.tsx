import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayText } from '../components/dates';
import type { MentorRow } from './metrics';

/** 'Observações do Mentor': the mentor's dated observations, or 'Nenhuma observação disponível.'; 'Fechar'. */
export function ObservationsDialog({ mentor, onClose }: { mentor: MentorRow; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.peerMentoring.observations.${key}`);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {mentor.nome ? `${mentor.nome} (${mentor.id_utilizador})` : mentor.id_utilizador}
        </Typography>
        {mentor.observacoes.length === 0 ? (
          <Typography color="textSecondary">{t('none')}</Typography>
        ) : (
          <List dense disablePadding>
            {mentor.observacoes.map((o, i) => (
              <ListItem key={i} disableGutters divider={i < mentor.observacoes.length - 1}>
                <ListItemText primary={o.texto} secondary={dayText(o.data)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
