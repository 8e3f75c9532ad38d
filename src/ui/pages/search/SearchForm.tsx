// The search page's own field: submitting puts the query in the URL.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@domain/routes';
import { pillRadius } from '@ui/theme/sx';

export function SearchForm({ initial }: { initial: string }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    if (query) navigate(ROUTES.search.href(query));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Site"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, maxWidth: 620, mb: { xs: 4, md: 6 } }}
    >
      <TextField
        fullWidth
        type="search"
        name="q"
        label="Search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: pillRadius, bgcolor: 'background.paper' } }}
      />
      <Button
        type="submit"
        variant="contained"
        aria-label="Search"
        sx={{ flexShrink: 0, borderRadius: pillRadius, px: { xs: 2, sm: 3 } }}
      >
        <SearchIcon aria-hidden="true" sx={{ display: { sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Search
        </Box>
      </Button>
    </Box>
  );
}
