import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { UsersFilter } from './types';

/** The search box and its Procurar button; Enter searches too. */
export function UserSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState((filterValues as UsersFilter).search ?? '');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    setFilters(term ? ({ search: term } satisfies UsersFilter) : {}, undefined, false);
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
