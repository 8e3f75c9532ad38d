// On desktop the navbar holds a plain search field that submits to /search?q= (on purpose, see
// docs/architecture.md; the live dropdown stays mobile-only). It keeps the search box's input
// rule: characters other than letters, digits and spaces are not taken.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@domain/routes';
import { acceptsSearchInput } from '@domain/search';
import { SEARCH_PLACEHOLDERS, searchRouteOf } from '@domain/searchOptions';
import { pillRadius } from '@ui/theme/sx';

export function DesktopSearchField() {
  const [location, navigate] = useLocation();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    if (query) navigate(ROUTES.search.href(query));
  };
  const placeholder = SEARCH_PLACEHOLDERS[searchRouteOf(location).scope];
  return (
    <Box
      component="form"
      role="search"
      aria-label="Site search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        height: 40,
        pl: 1.75,
        pr: 0.5,
        borderRadius: pillRadius,
        bgcolor: 'surface.field',
        border: 1,
        borderColor: 'surface.fieldBorder',
        '&:focus-within': {
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.elevation.focusRing,
        },
      }}
    >
      <InputBase
        value={draft}
        onChange={(event) => {
          if (acceptsSearchInput(event.target.value)) setDraft(event.target.value);
        }}
        placeholder={placeholder}
        sx={{ flexGrow: 1, fontSize: 14, '& input::placeholder': { color: 'accent.placeholder', opacity: 1 } }}
        inputProps={{ 'aria-label': 'Search', type: 'search', name: 'q', autoComplete: 'off', enterKeyHint: 'search' }}
      />
      <IconButton type="submit" size="small" aria-label="Search" sx={{ color: 'primary.main' }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
