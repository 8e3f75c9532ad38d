// One product on the stock list: its name, brand and pack, "Low stock" when it is, and its stock,
// selling price and MRP to change, checked by the contract's rule before saving.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { OpsItem, OpsItemUpdateBody } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { itemUpdateRequest, type ItemDraft, type ItemField } from '@domain/ops';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { pillRadius } from '@ui/theme/sx';

const FIELDS: readonly { name: ItemField; label: string; inputMode: 'numeric' | 'decimal' }[] = [
  { name: 'stock', label: TEXT.stock, inputMode: 'numeric' },
  { name: 'sellingPrice', label: TEXT.sellingPrice, inputMode: 'decimal' },
  { name: 'costPrice', label: TEXT.mrp, inputMode: 'decimal' },
];

export function StockRow({
  item,
  busy,
  onSave,
}: {
  item: OpsItem;
  busy: boolean;
  onSave: (body: OpsItemUpdateBody) => void;
}) {
  const [draft, setDraft] = useState<ItemDraft>({
    stock: String(item.stock),
    sellingPrice: String(item.sellingPrice),
    costPrice: String(item.costPrice),
  });
  const [errors, setErrors] = useState<Partial<Record<ItemField, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = itemUpdateRequest(draft);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    onSave(request.body);
  };
  return (
    <SurfaceCard component="li" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.brandName} · {item.packSize}
        </Typography>
        {item.lowStock && <Chip size="small" color="warning" label={TEXT.lowStock} />}
      </Box>
      <Box
        component="form"
        aria-label={TEXT.itemForm(item.name)}
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            size="small"
            value={draft[field.name]}
            error={errors[field.name] !== undefined}
            helperText={errors[field.name]}
            slotProps={{ htmlInput: { inputMode: field.inputMode } }}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            sx={{ flex: '1 1 140px' }}
          />
        ))}
        <Button type="submit" variant="contained" aria-disabled={busy} sx={{ borderRadius: pillRadius, mt: 0.25 }}>
          {TEXT.save}
        </Button>
      </Box>
    </SurfaceCard>
  );
}
