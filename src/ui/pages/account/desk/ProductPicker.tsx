// Picking recommended products from the catalogue: the store search finds them (typos forgiven),
// the doctor adds or removes them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StoreItem } from '@domain/contract/catalogue';
import { MAX_RECOMMENDED } from '@domain/desk';
import { DESK_MESSAGES as TEXT } from '@domain/messages/desk';
import { bareList } from '@ui/theme/sx';

interface ProductPickerProps {
  products: StoreItem[];
  chosen: StoreItem[];
  busy: boolean;
  onChange: (chosen: StoreItem[]) => void;
  onFind: (query: string) => void;
}

export function ProductPicker({ products, chosen, busy, onChange, onFind }: ProductPickerProps) {
  const [query, setQuery] = useState('');
  const chosenIds = new Set(chosen.map((item) => item._id));
  const find = () => {
    if (query.trim() !== '') onFind(query.trim());
  };
  return (
    <Box role="group" aria-label={TEXT.recommended} sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{TEXT.recommended}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={TEXT.findProduct}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={find} disabled={busy}>
          {TEXT.find}
        </Button>
      </Box>
      {products.length > 0 && (
        <Box component="ul" aria-label={TEXT.productsFound} sx={{ ...bareList, display: 'grid', gap: 0.5 }}>
          {products.map((item) => (
            <Box component="li" key={item._id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{item.name}</Typography>
              <Button
                size="small"
                disabled={chosenIds.has(item._id) || chosen.length >= MAX_RECOMMENDED}
                onClick={() => onChange([...chosen, item])}
                aria-label={TEXT.recommend(item.name)}
              >
                {TEXT.add}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {chosen.length > 0 && (
        <Box
          component="ul"
          aria-label={TEXT.productsRecommended}
          sx={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {chosen.map((item) => (
            <Box component="li" key={item._id}>
              <Chip label={item.name} onDelete={() => onChange(chosen.filter((entry) => entry._id !== item._id))} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
