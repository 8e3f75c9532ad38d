// The desk's search field (orders by number, phone or name; products by name); it applies when submitted.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { LightTextField } from '@ui/components/form/LightTextField';
import { pillRadius } from '@ui/theme/sx';

export function QueueSearch({
  q,
  label = TEXT.search,
  onSearch,
}: {
  q: string;
  label?: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(q);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
      sx={{ display: 'flex', gap: 1, flex: '1 1 280px', maxWidth: 520 }}
    >
      <LightTextField
        id="ops-search"
        label={label}
        value={draft}
        inputProps={{ maxLength: 80 }}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SearchIcon aria-hidden="true" />}
        sx={{ borderRadius: pillRadius }}
      >
        {TEXT.find}
      </Button>
    </Box>
  );
}
