import { Button, Card, CardActions, CardContent, Chip, styled } from '@mui/material';
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

/**
 * The card's text, styled once here: plain elements under one styled content, not a MUI Typography
 * or Link with its own styles each, as the notifications' and the HR requests' cards. The inbox draws
 * 25 cards; a menu click drew 36 Typography (and their styles) in its last drawing
 * (`npm run bench -- screenCommits`, /admin/suggestions).
 */
const Content = styled(CardContent)(({ theme }) => ({
  paddingBottom: theme.spacing(1),
  '& .head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: theme.spacing(1.5), rowGap: theme.spacing(0.5) },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .email': { ...theme.typography.body2, color: theme.palette.text.secondary, textDecoration: 'none', overflowWrap: 'anywhere', '&:hover': { textDecoration: 'underline' } },
  '& .message': { ...theme.typography.body1, margin: theme.spacing(1, 0, 0), whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
}));

const Actions = styled(CardActions)(({ theme }) => ({
  justifyContent: 'space-between',
  padding: theme.spacing(0, 2, 1.5),
  '& time': { ...theme.typography.body2, color: theme.palette.text.secondary },
}));

/** One suggestion: its selection box, sender, e-mail, message, date and the Arquivar / Desarquivar button. */
export function SuggestionCard({ suggestion }: { suggestion: SuggestionRecord }) {
  const translate = useTranslate();
  const archive = useArchiveSuggestion();
  const titleId = `suggestion-${suggestion.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" data-testid="suggestion" sx={{ bgcolor: suggestion.isArquivado ? 'action.hover' : undefined }}>
      <Content>
        <div className="head">
          <SelectSuggestion suggestion={suggestion} />
          <h2 id={titleId}>{suggestion.nomeUser}</h2>
          {suggestion.emailUser && (
            <a className="email" href={`mailto:${suggestion.emailUser}`}>
              {breakableEmail(suggestion.emailUser)}
            </a>
          )}
          {suggestion.isArquivado && <Chip size="small" label={translate('app.suggestions.archived')} />}
        </div>
        <p className="message">{suggestion.mensagem}</p>
      </Content>
      <Actions>
        <time dateTime={suggestion.date}>{lisbonDateTime(suggestion.date)}</time>
        <Button
          size="small"
          variant="outlined"
          startIcon={suggestion.isArquivado ? <UnarchiveIcon /> : <ArchiveIcon />}
          disabled={archive.isPending}
          onClick={() => archive.mutate(suggestion)}
        >
          {translate(suggestion.isArquivado ? 'app.suggestions.unarchive' : 'app.suggestions.archive')}
        </Button>
      </Actions>
    </Card>
  );
}
