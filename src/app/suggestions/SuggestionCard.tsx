import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import { useTranslate } from 'react-admin';
import { lisbonDateTime } from '../components/dates';
import type { SuggestionRecord } from './types';
import { useArchiveSuggestion } from './useArchiveSuggestion';
import { SelectSuggestion } from './SuggestionSelection';

/** An e-mail that wraps after the '@' on a narrow screen rather than inside a word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** One suggestion: its selection box, sender, e-mail, message, date and the Arquivar / Desarquivar button. */
export function SuggestionCard({ suggestion }: { suggestion: SuggestionRecord }) {
  const translate = useTranslate();
  const archive = useArchiveSuggestion();
  const titleId = `suggestion-${suggestion.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" data-testid="suggestion" sx={{ bgcolor: suggestion.isArquivado ? 'action.hover' : undefined }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <SelectSuggestion suggestion={suggestion} />
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {suggestion.nomeUser}
          </Typography>
          {suggestion.emailUser && (
            <Link href={`mailto:${suggestion.emailUser}`} variant="body2" color="text.secondary" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
              {breakableEmail(suggestion.emailUser)}
            </Link>
          )}
          {suggestion.isArquivado && <Chip size="small" label={translate('app.suggestions.archived')} />}
        </Box>
        <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {suggestion.mensagem}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5, pt: 0 }}>
        <Typography component="time" dateTime={suggestion.date} variant="body2" color="text.secondary">
          {lisbonDateTime(suggestion.date)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={suggestion.isArquivado ? <UnarchiveIcon /> : <ArchiveIcon />}
          disabled={archive.isPending}
          onClick={() => archive.mutate(suggestion)}
        >
          {translate(suggestion.isArquivado ? 'app.suggestions.unarchive' : 'app.suggestions.archive')}
        </Button>
      </CardActions>
    </Card>
  );
}
