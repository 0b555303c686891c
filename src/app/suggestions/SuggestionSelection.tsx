/**
 * Choosing suggestions to archive or unarchive together: a box on each card, and above the cards a
 * box for the whole page with, once something is chosen, how many, 'Arquivar selecionadas' (those
 * not archived yet), 'Desarquivar selecionadas' (those archived) and 'Limpar seleção'. Each one is
 * changed by its own versioned call, audited as one (lists/BulkAction.tsx).
 */
import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { BulkAction } from '../lists/BulkAction';
import type { SuggestionRecord } from './types';
import { useSetArchived } from './useArchiveSuggestion';

const nameOf = (suggestion: SuggestionRecord) => suggestion.nomeUser ?? suggestion.emailUser ?? suggestion.id;

/** The box that chooses one suggestion. */
export function SelectSuggestion({ suggestion }: { suggestion: SuggestionRecord }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext<SuggestionRecord>();
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5, ml: -0.5 }}
      checked={selectedIds.includes(suggestion.id)}
      onChange={() => onToggleItem(suggestion.id)}
      aria-label={translate('app.suggestions.selectOne', { name: nameOf(suggestion) })}
    />
  );
}

/** The page's box and, while something on the page is chosen, the actions on it (a selection is of the page shown). */
export function SuggestionSelection({ shown }: { shown: readonly SuggestionRecord[] }) {
  const translate = useTranslate();
  const { selectedIds, onSelect, onUnselectItems } = useListContext<SuggestionRecord>();
  const archive = useSetArchived(true);
  const unarchive = useSetArchived(false);
  const chosen = shown.filter((s) => selectedIds.includes(s.id)).length;
  const all = chosen > 0 && chosen === shown.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 1, minHeight: 40 }}>
      <FormControlLabel
        sx={{ mr: 1 }}
        control={<Checkbox size="small" checked={all} indeterminate={chosen > 0 && !all} onChange={() => (all ? onUnselectItems() : onSelect(shown.map((s) => s.id)))} />}
        label={chosen > 0 ? translate('app.suggestions.selected', { smart_count: chosen }) : translate('app.suggestions.selectPage')}
      />
      {chosen > 0 && (
        <>
          <BulkAction<SuggestionRecord> messages="app.suggestions.bulk.archive" icon={<ArchiveIcon />} appliesTo={(s) => !s.isArquivado} write={archive} nameOf={nameOf} />
          <BulkAction<SuggestionRecord> messages="app.suggestions.bulk.unarchive" icon={<UnarchiveIcon />} appliesTo={(s) => s.isArquivado} write={unarchive} nameOf={nameOf} />
          <Button onClick={() => onUnselectItems()}>
            {translate('app.lists.bulk.clear')}
          </Button>
        </>
      )}
    </Box>
  );
}
