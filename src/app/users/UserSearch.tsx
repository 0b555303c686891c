import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { UsersFilter } from './types';

/** The search box and its Procurar button; Enter searches too. The declared filters applied stay. */
export function UserSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = (filterValues as UsersFilter).search ?? '';
  const [text, setText] = useState(applied);
  // The address changed the search (back, 'Limpar filtros'): the box follows.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setText(applied);
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    const others = Object.fromEntries(Object.entries(filterValues as Record<string, unknown>).filter(([key]) => key !== 'search'));
    setFilters(term ? { ...others, search: term } : others, undefined, false);
  };

  return (
    <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', alignItems: 'stretch', gap: 1, mb: 2, maxWidth: 560 }}>
      <TextField
        size="small"
        margin="none"
        fullWidth
        type="search"
        label={translate('app.users.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {translate('app.users.searchButton')}
      </Button>
    </Box>
  );
}
